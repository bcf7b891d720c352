import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerPageCache } from './page-cache.ts';

// The kept storefront pages, on a Fastify app wired as server/app.ts wires it (cookies, the
// cache, then compression) around pages that count their renders.

let app: FastifyInstance;
let renders: number;
let time: number;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function page(render: number) {
  return (
    `<!DOCTYPE html><html><head><script nonce="n${render}">window.render = ${render};</script>` +
    `<script type="application/ld+json">{"@type":"Product"}</script>` +
    `<script type="module" src="/assets/entry.js"></script></head>` +
    `<body>${'<p>Beurre de karité</p>'.repeat(200)}</body></html>`
  );
}

/** An article whose text only changes when `articleText` does; each render has its own nonce. */
let articleText: string;
const article = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.ready = true;</script>` +
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"></head>` +
  `<body><p>${articleText}</p></body></html>`;

beforeEach(async () => {
  renders = 0;
  time = 1_000_000;
  articleText = 'Le karité, de l’arbre au beurre';
  app = fastify();
  app.decorateRequest('cspNonce', null);
  await app.register(fastifyCookie);
  registerPageCache(app, {
    ttlSeconds: 5,
    privateCookies: ['baobab_session', 'baobab_lecteur'],
    policyFor: (sources) => `script-src 'self' ${sources.join(' ')}`,
    now: () => time,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  for (const path of ['/products', '/product-details/:id', '/cart', '/_.data']) {
    app.get(path, async (_request, reply) => {
      renders += 1;
      return reply.type('text/html').send(page(renders));
    });
  }
  app.get('/article/:id', async (request, reply) => {
    renders += 1;
    request.cspNonce = `nonce${renders}`;
    return reply.type('text/html').send(article(request.cspNonce));
  });
  app.get('/boutique/:id', async (_request, reply) => {
    renders += 1;
    return reply.type('text/html').header('set-cookie', 'seen=1').send(page(renders));
  });
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) =>
  app.inject({ url, headers });

describe('the storefront page cache', () => {
  it('renders a shared page once and hands the same compressed bytes to the next visitors', async () => {
    const first = await get('/products?q=karite');
    const second = await get('/products?q=karite');
    expect(renders).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(page(1));
    expect(second.headers.vary).toBe('accept-encoding, save-data');

    const gzipped = await get('/products?q=karite', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(page(1));
    const plain = await get('/products?q=karite', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page(1));
    expect(renders).toBe(1);
  });

  it('keeps the page for browsers saving data apart: theirs has smaller images', async () => {
    await get('/products');
    await get('/products', { 'save-data': 'on', 'accept-encoding': 'gzip' });
    await get('/products', { 'save-data': 'On', 'accept-encoding': 'gzip' });
    expect(renders).toBe(2);
  });

  it('keeps the data requests of client-side navigations too', async () => {
    await get('/_.data');
    await get('/_.data');
    expect(renders).toBe(1);
  });

  it('keeps each address apart and renders again once the page is older than its lifetime', async () => {
    await get('/products?q=karite');
    await get('/products?q=savon');
    expect(renders).toBe(2);
    time += 4_000;
    expect((await get('/products?q=karite')).headers.age).toBe('4');
    expect(renders).toBe(2);
    time += 1_000;
    await get('/products?q=karite');
    expect(renders).toBe(3);
  });

  it('allows the inline scripts of a kept page by their hashes, not by the nonce it was rendered with', async () => {
    const policy = (await get('/product-details/12')).headers['content-security-policy'];
    expect(policy).toBe(`script-src 'self' ${sha256('window.render = 1;')}`);
    expect(policy).not.toContain('nonce');
  });

  it('renders every time for a visitor with a session or a reader cookie, another page or an answer setting a cookie', async () => {
    const signedIn = { cookie: 'baobab_session=jeton', 'accept-encoding': 'gzip' };
    await get('/products', signedIn);
    await get('/products', signedIn);
    expect(renders).toBe(2);
    const reader = { cookie: 'baobab_lecteur=lecteur', 'accept-encoding': 'gzip' };
    await get('/products', reader);
    await get('/products', reader);
    expect(renders).toBe(4);
    await get('/cart');
    await get('/cart');
    expect(renders).toBe(6);
    await get('/boutique/3');
    await get('/boutique/3');
    expect(renders).toBe(8);
    // The signed-in visitor's and the reader's pages were not kept for the others either.
    await get('/products');
    expect(renders).toBe(9);
  });
});

describe('the kept pages’ entity tags', () => {
  it('names a kept page and answers 304 without it to a browser that holds it', async () => {
    const first = await get('/article/4');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const held = await get('/article/4', { 'if-none-match': tag, 'accept-encoding': 'br' });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers.etag).toBe(tag);
    expect(held.headers['content-encoding']).toBeUndefined();
    expect(held.headers['content-type']).toBeUndefined();
    // Another encoding of the same page, and a list of tags, are the same page held.
    const listed = await get('/article/4', { 'if-none-match': `W/"autre", ${tag}` });
    expect(listed.statusCode).toBe(304);
    expect(renders).toBe(1);
  });

  it('keeps the tag of a page rendered again with another nonce while its content is the same', async () => {
    const first = await get('/article/4');
    time += 5_000;
    const again = await get('/article/4', { 'if-none-match': first.headers.etag as string });
    expect(renders).toBe(2);
    expect(again.statusCode).toBe(304);
    // The nonce is gone from the kept bytes: its scripts are allowed by their hashes.
    const page = await get('/article/4', {});
    expect(page.body).toBe(article('nonce2').replaceAll(' nonce="nonce2"', ''));
    expect(page.headers['content-security-policy']).toBe(
      `script-src 'self' ${sha256('window.ready = true;')}`,
    );
  });

  it('sends the whole page with a new tag once its content changed', async () => {
    const first = await get('/article/4');
    articleText = 'Le karité, de l’arbre au beurre (mis à jour)';
    time += 5_000;
    const changed = await get('/article/4', {
      'if-none-match': first.headers.etag as string,
      'accept-encoding': 'gzip',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(zlib.gunzipSync(changed.rawPayload).toString()).toContain('(mis à jour)');
  });

  it('gives no tag to a page rendered for one visitor', async () => {
    const signedIn = await get('/article/4', { cookie: 'baobab_session=jeton' });
    expect(signedIn.headers.etag).toBeUndefined();
    const held = await get('/article/4', { cookie: 'baobab_session=jeton', 'if-none-match': '*' });
    expect(held.statusCode).toBe(200);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts only, not the files nor the JSON-LD data', () => {
    expect(inlineScriptHashes(page(3))).toEqual([sha256('window.render = 3;')]);
  });
});
