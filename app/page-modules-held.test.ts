import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { holdPageModules } from './page-modules-held.ts';

const ENTRY_TEXT =
  'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';

const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Crème de karité — Baobab</title>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/mantine-E3gl.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-DEvi.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/home-framework-Dk.js" nonce="n"/>' +
  '</head><body><p>Huile de baobab : 12 500 FCFA</p>' +
  '<p>Exemple de code : &lt;link rel="modulepreload"&gt;</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script type="module">import "/@react-refresh";</script>' +
  '<script src="/@vite/client" type="module"></script>' +
  `<script nonce="n" type="module" async="">${ENTRY_TEXT}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The page as the transform passes it on, sent in chunks of `size` bytes. */
async function throughTransform(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return text(Readable.from(chunks).pipe(holdPageModules()));
}

describe('holdPageModules', () => {
  it("takes the head's module preloads out and makes the entry module inert where it was, with their addresses", async () => {
    const html = await throughTransform(PAGE, PAGE.length * 2);
    const [head = '', body] = html.split('</head>');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(body).toBe(
      '<body><p>Huile de baobab : 12 500 FCFA</p>' +
        '<p>Exemple de code : &lt;link rel="modulepreload"&gt;</p>' +
        '<script nonce="n">window.__reactRouterContext = {};</script>' +
        // Only React Router's entry module is held: other module scripts (Vite's, in
        // development) are left as they were.
        '<script type="module">import "/@react-refresh";</script>' +
        '<script src="/@vite/client" type="module"></script>' +
        '<script nonce="n" id="page-modules" type="text/x-held-module" ' +
        'data-preloads="/assets/manifest.js /assets/entry.client.js /assets/mantine-E3gl.js ' +
        '/assets/framework-DEvi.js /assets/home-framework-Dk.js" ' +
        // The vendor chunks run first, React's before Mantine's which imports it; a module
        // whose name merely holds « framework » is not one of them.
        `data-first="/assets/framework-DEvi.js /assets/mantine-E3gl.js">${ENTRY_TEXT}</script>` +
        '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>',
    );
  });

  it('gives the same page whatever the chunks, even with tags and letters cut in two', async () => {
    const whole = await throughTransform(PAGE, PAGE.length * 2);
    // Sizes that cut the preloads, « </head> », the entry's tag and the two bytes of « è ».
    for (const size of [1, 2, 3, 7, 13, 24, 25, 26, 64, 333]) {
      expect(await throughTransform(PAGE, size)).toBe(whole);
    }
  });

  it('passes a page without an entry module as it came', async () => {
    const page = '<!DOCTYPE html><html><head><title>Hors ligne</title></head><body>é</body></html>';
    expect(await throughTransform(page, 5)).toBe(page);
  });
});
