import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createRequestHandler,
  Outlet,
  Scripts,
  ServerRouter,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeldPageModules, holdModules, SCRIPTS_CHECKED_WITH } from './page-modules-held.tsx';

// HeldPageModules reads the elements React Router's <Scripts> renders, which React Router does
// not document: these tests render pages through React Router's own request handler, with and
// without it, and pin the version they were written against. tests/e2e/home.spec.ts checks the
// built app's pages in Chromium.

const root = path.resolve(import.meta.dirname, '..');

const route = (id: string, module: string, imports: string[], parentId?: string) => ({
  id,
  parentId,
  path: parentId ? 'contact' : '',
  module,
  imports,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/** The modules of a page as the build names them (route modules, vendor chunks, shared chunks). */
const ROOT = route('root', '/assets/root-Dc7TILXT.js', [
  '/assets/framework-DEvi5UZ_.js',
  '/assets/mantine-BdE1KXOq.js',
  // A module whose name merely holds « framework » is not a vendor chunk.
  '/assets/home-framework-Dk.js',
]);
const CONTACT = route(
  'routes/contact',
  '/assets/contact-B5mSv-kh.js',
  ['/assets/Alert-D6SLkFLH.js', '/assets/mantine-BdE1KXOq.js'],
  'root',
);
const ASSETS: ServerBuild['assets'] = {
  url: '/assets/manifest-4a56dc1f.js',
  version: '4a56dc1f',
  entry: {
    module: '/assets/entry.client-C4-76mI7.js',
    imports: ['/assets/rolldown-runtime-XKyaHtl9.js', '/assets/framework-DEvi5UZ_.js'],
  },
  routes: { [ROOT.id]: ROOT, [CONTACT.id]: CONTACT },
};

/** A two-route app whose root renders its scripts with `scripts`, as app/root.tsx does. */
function appRendering(scripts: (props: { nonce?: string }) => ReactNode): ServerBuild {
  const Layout = ({ children }: { children: ReactNode }) => (
    <html lang="fr">
      <head>
        <title>Contact</title>
      </head>
      <body>
        {children}
        {scripts({})}
      </body>
    </html>
  );
  return {
    entry: {
      module: {
        async default(request, status, headers, context) {
          const stream = await renderToReadableStream(
            <ServerRouter context={context} url={request.url} nonce="n0nce" />,
            { nonce: 'n0nce' },
          );
          await stream.allReady;
          headers.set('content-type', 'text/html');
          return new Response(stream, { status, headers });
        },
      },
    },
    routes: {
      [ROOT.id]: { ...ROOT, module: { Layout, default: () => <Outlet /> } },
      [CONTACT.id]: { ...CONTACT, module: { default: () => <p>Écrivez-nous : 12 500 FCFA</p> } },
    },
    assets: ASSETS,
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  };
}

async function pageOf(build: ServerBuild): Promise<{ head: string; body: string }> {
  const response = await createRequestHandler(
    build,
    'production',
  )(new Request('http://localhost/contact'));
  const [head = '', body = ''] = (await response.text()).split('</head>');
  return { head, body };
}

const plainPage = () => pageOf(appRendering((props) => <Scripts {...props} />));
const heldPage = () => pageOf(appRendering((props) => <HeldPageModules {...props} />));

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)" nonce="n0nce"\/>/g;
const MODULE_SCRIPT = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/g;

describe('React Router’s <Scripts>, read by HeldPageModules', () => {
  it('is the version the held modules were checked with', () => {
    const declared = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['react-router'];
    const installed = (
      JSON.parse(
        fs.readFileSync(path.join(root, 'node_modules', 'react-router', 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    const recheck =
      `React Router is not ${SCRIPTS_CHECKED_WITH} any more: check that <Scripts> still ` +
      'renders its module preloads as <link rel="modulepreload"> elements and its entry as one ' +
      'inline <script type="module"> (app/page-modules-held.tsx reads them; decision 060), that ' +
      'this file and tests/e2e/home.spec.ts pass, then set SCRIPTS_CHECKED_WITH to the new version.';
    expect(declared, recheck).toBe(SCRIPTS_CHECKED_WITH);
    expect(installed, recheck).toBe(SCRIPTS_CHECKED_WITH);
  });

  it('renders the modules’ preloads, then one inline module script importing the page’s routes and the entry', async () => {
    const { head, body } = await plainPage();
    const { entry, url } = ASSETS;
    // React hoists the preloads into the head, in <Scripts>'s order, each once.
    expect([...head.matchAll(MODULE_PRELOAD)].map((link) => link[1])).toEqual([
      ...new Set([
        url,
        entry.module,
        ...entry.imports,
        ...[ROOT, CONTACT].flatMap(({ module, imports }) => [module, ...imports]),
      ]),
    ]);
    expect(body).not.toContain('modulepreload');
    const texts = [...body.matchAll(MODULE_SCRIPT)].map((script) => script[1]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`import * as route0 from "${ROOT.module}";`);
    expect(texts[0]).toContain(`import * as route1 from "${CONTACT.module}";`);
    expect(texts[0]?.trimEnd().endsWith(`import("${entry.module}");`)).toBe(true);
  });

  it('held: the preloads gone, the entry’s script inert where it was, with its text and nonce, the preloads’ addresses and the vendor chunks to run first', async () => {
    const plain = await plainPage();
    const held = await heldPage();
    const preloads = [...plain.head.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
    expect(held.head).toBe(plain.head.replaceAll(MODULE_PRELOAD, ''));
    expect(held.body).toBe(
      plain.body.replace(
        MODULE_SCRIPT,
        (_script, text: string) =>
          '<script nonce="n0nce" type="text/x-held-module" id="page-modules" ' +
          `data-preloads="${preloads.join(' ')}" ` +
          // React's before Mantine's, which imports it.
          'data-first="/assets/framework-DEvi5UZ_.js /assets/mantine-BdE1KXOq.js">' +
          `${text}</script>`,
      ),
    );
  });

  it('leaves what holds no module script as it came: nothing once the page has hydrated', () => {
    expect(holdModules(null)).toBeNull();
    const context = <script>window.__reactRouterContext = {}</script>;
    expect(holdModules(context)).toBe(context);
  });
});
