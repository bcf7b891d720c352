import './zod-without-eval.ts';
import './mantine-styles.ts';
import './theme-variables.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { appContext } from '#app-context';
import type { Route } from './+types/root';
import { useCspNonce } from './csp-nonce.ts';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import { MAIN_CONTENT_ID, mainContentClass, SkipLink } from './components/skip-link.tsx';
import { IconSprite } from './components/icon-sprite.tsx';
import { EARLY_TAPS_SCRIPT, stopQueuingEarlyTaps } from './early-taps.ts';
import { HeldPageModules } from './page-modules-held.tsx';
import { PAGE_MODULES_RELEASE_SCRIPT } from './page-modules-release.ts';
import { drawsOwnChrome, type RootData } from './root-data.ts';
import { THEME_COLORS, theme } from './theme.ts';
import { ANONYMOUS_DISPLAY } from '#common/display-preferences.ts';
import { muteSuccessToasts } from './features/toasts.ts';
import { SessionEndedNotice } from './features/session/session-ended-notice.tsx';
import { ForgetEndedSession } from './features/session/forget-ended-session.tsx';
import { DeferredNotifications } from './features/deferred-notifications.tsx';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { brandName, shopContact, session, services, mediaBaseUrl } = context.get(appContext);
  const saveData = request.headers.get('save-data')?.trim().toLowerCase() === 'on';
  // Chosen on the server from the account's preferences, so the page never flashes the other
  // theme; a visitor without a session (every cached storefront page) gets the dark one.
  const current = await session();
  const signedIn = current.state === 'valid' ? current.account : null;
  const display = signedIn
    ? await services.notificationPreferences.display(signedIn)
    : ANONYMOUS_DISPLAY;
  // Who the top bar shows as signed in (decision 059): the cookie's account, never the storage.
  const account = signedIn && {
    typeCompte: signedIn.typeCompte,
    tenantId: signedIn.tenantId,
    userId: signedIn.id,
  };
  return { brandName, shopContact, saveData, display, mediaBaseUrl, account };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
  // The dashboards draw their own top bar and footer: the shop's would take a phone's first screen.
  const ownChrome = drawsOwnChrome(useMatches().map((match) => match.handle));
  const brandName = data?.brandName ?? 'Baobab';
  const { colorScheme, showAlerts } = data?.display ?? ANONYMOUS_DISPLAY;
  useEffect(() => muteSuccessToasts(!showAlerts), [showAlerts]);
  return (
    // The theme is in the HTML itself (the account's darkMode, read on the server): no script
    // has to set it before the first paint, and nothing flashes the other one.
    <html lang="fr" {...mantineHtmlProps} data-mantine-color-scheme={colorScheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS[colorScheme]} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* No link needs a nonce (styles and modules come from 'self'): an empty one stops React
            Router from copying the page's, which the browser never sees, so hydration matches. */}
        <Links nonce="" />
        {/* Keeps taps on 'Ajouter au panier' and the header's menus made before hydration (early-taps.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }}
        />
        {/* Starts a storefront page's modules once it has loaded (page-modules-release.ts). */}
        {!ownChrome && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: PAGE_MODULES_RELEASE_SCRIPT }}
          />
        )}
      </head>
      <body>
        <IconSprite />
        <MantineProvider
          theme={theme}
          forceColorScheme={colorScheme}
          // The theme's variables come from ./theme-variables.css, cached, not from every page.
          withCssVariables={false}
          // Components with the same responsive style props share one <style> tag.
          deduplicateInlineStyles
        >
          <DeferredNotifications position="top-center" autoClose={5000} />
          <SkipLink />
          {!ownChrome && <SiteHeader brandName={brandName} />}
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className={mainContentClass}>
            {children}
          </div>
          {!ownChrome && <SiteFooter brandName={brandName} contact={data?.shopContact} />}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        {/* A storefront page's modules wait for the page (decision 049); a dashboard's start at
            once: its menus and dialogs need them, and it has few photos to wait for. */}
        {ownChrome ? <Scripts nonce={nonce} /> : <HeldPageModules nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Pages without the header's buttons (the dashboards) still end the early-taps window.
  useEffect(stopQueuingEarlyTaps, []);
  return (
    <>
      <SessionEndedNotice />
      <ForgetEndedSession />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '2rem 1rem', maxWidth: 640, margin: '0 auto' }}>
      <title>{notFound ? 'Page introuvable' : 'Erreur'}</title>
      <h1>{notFound ? 'Page introuvable' : 'Une erreur est survenue'}</h1>
      <p>
        {notFound
          ? 'La page demandée n’existe pas ou n’est plus disponible.'
          : 'Veuillez réessayer dans un instant.'}
      </p>
      <p>
        <a href="/">Retour à l’accueil</a>
      </p>
    </main>
  );
}
