import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from './low-priority-modules.ts';

const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Crème de karité — Baobab</title>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '</head><body><p>Huile de baobab : 12 500 FCFA</p>' +
  '<p>Exemple de code : &lt;link rel="modulepreload"&gt;</p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

/** The page as the transform passes it on, sent in chunks of `size` bytes. */
async function throughTransform(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

describe('lowerModulePreloadPriority', () => {
  it("marks the head's module preloads low priority and leaves the rest of the page as it was", async () => {
    const html = await throughTransform(PAGE, PAGE.length * 2);
    const [head, body] = html.split('</head>');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest.js" nonce="n"/>',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(body).toBe(PAGE.split('</head>')[1]);
  });

  it('gives the same page whatever the chunks, even with tags and letters cut in two', async () => {
    const whole = await throughTransform(PAGE, PAGE.length * 2);
    // Sizes that cut « <link rel="modulepreload" », « </head> » and the two bytes of « è ».
    for (const size of [1, 2, 3, 7, 13, 24, 25, 26, 64]) {
      expect(await throughTransform(PAGE, size)).toBe(whole);
    }
  });
});
