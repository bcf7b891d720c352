import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { appContext } from '#app-context';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.get(appContext).brandName };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="fr" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a1612" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="dark" />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="dark"
        >
          <Notifications position="bottom-center" autoClose={5000} />
          <SiteHeader brandName={data?.brandName ?? 'Baobab'} />
          {children}
          <SiteFooter brandName={data?.brandName ?? 'Baobab'} />
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '2rem 1rem', maxWidth: 640, margin: '0 auto' }}>
      <title>{notFound ? 'Page introuvable' : 'Erreur'}</title>
      <h1>{notFound ? 'Page introuvable' : 'Une erreur est survenue'}</h1>
      <p>
        {notFound
          ? "La page demandée n'existe pas ou n'est plus disponible."
          : 'Veuillez réessayer dans un instant.'}
      </p>
      <p>
        <a href="/">Retour à l&apos;accueil</a>
      </p>
    </main>
  );
}
