import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressOnce, type CompressedBytes } from './compressed-bytes.ts';
import { clientHolds, entityTagOf } from './entity-tags.ts';

// Storefront pages rendered once and handed out as compressed bytes for a few seconds to every
// visitor without a session (docs/decisions/014-storefront-page-cache.md). Rendering a page
// costs milliseconds of one core; handing out its bytes costs microseconds. A signed-in
// visitor's page, any other route and any answer setting a cookie are never kept. A kept page
// is the same bytes for everyone, so its inline scripts are allowed by their hashes, not by a
// per-response nonce that every visitor would share. Without the nonce a page renders to the
// same bytes until its content changes, so it is named by an entity tag: a returning phone that
// holds it gets « 304, unchanged » instead of the page again.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request's answer may be kept for the next visitors: its cache key. */
    pageCacheKey: string | null;
  }
}

/** Pages every visitor without a session sees alike, and their client-side data requests. */
const SHARED_PAGES =
  /^\/(?:|_\.data|(?:products|astuces-recettes|mentions-legales|politique-de-confidentialite|politique-de-contenu|(?:product-details|boutique|article|recette)\/[^/]+)(?:\.data)?)$/;

interface KeptPage {
  storedAt: number;
  contentType: string;
  contentSecurityPolicy: string | undefined;
  /** Weak: the same tag names the brotli, gzip and plain bytes of one page. */
  entityTag: string;
  bytes: CompressedBytes;
}

export interface PageCacheOptions {
  ttlSeconds: number;
  maxEntries?: number;
  /**
   * The cookies of a visitor with a page of their own (the session, the blog's reader cookie): a
   * request carrying one is rendered for them, never kept nor answered from what is kept.
   */
  privateCookies: readonly string[];
  /** The Content-Security-Policy of a kept HTML page, given the sources of its inline scripts. */
  policyFor: (inlineScriptSources: string[]) => string;
  now?: () => number;
}

/** `'sha256-…'` sources for the page's inline scripts (not its JSON-LD data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

async function bodyOf(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  return undefined;
}

/**
 * The page without the nonce it was rendered with: its scripts are allowed by their hashes, and
 * the next render, with another nonce, is then the same bytes (the same entity tag).
 */
function withoutNonce(body: Buffer, nonce: string): Buffer {
  return Buffer.from(body.toString('utf8').replaceAll(` nonce="${nonce}"`, ''));
}

export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): void {
  const { ttlSeconds, maxEntries = 200, privateCookies, policyFor, now = Date.now } = options;
  const pages = new Map<string, KeptPage>();
  app.decorateRequest('pageCacheKey', null);
  if (ttlSeconds <= 0) return;

  function keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET') return null;
    if (privateCookies.some((name) => request.cookies[name] !== undefined)) return null;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!SHARED_PAGES.test(path)) return null;
    // A browser saving data gets smaller images (app/root.tsx): a page of its own.
    const saveData =
      String(request.headers['save-data'] ?? '')
        .trim()
        .toLowerCase() === 'on';
    return saveData ? `${request.url} (save-data)` : request.url;
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
    reply
      .header('vary', 'accept-encoding, save-data')
      .header('etag', page.entityTag)
      // Kept by the browser, but asked again each time: 304 while the page is unchanged.
      .header('cache-control', 'no-cache')
      .header('age', String(Math.floor((now() - page.storedAt) / 1000)))
      .removeHeader('content-length');
    if (page.contentSecurityPolicy) {
      reply.header('content-security-policy', page.contentSecurityPolicy);
    }
    if (clientHolds(request.headers['if-none-match'], page.entityTag)) {
      reply.code(304).removeHeader('content-type');
      return null;
    }
    reply.header('content-type', page.contentType);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return zlib.gunzipSync(page.bytes.gzip);
    reply.header('content-encoding', encoding);
    return page.bytes[encoding];
  }

  async function keep(key: string, contentType: string, body: Buffer): Promise<KeptPage> {
    const bytes = await compressOnce(body);
    const page: KeptPage = {
      storedAt: now(),
      contentType,
      contentSecurityPolicy: contentType.startsWith('text/html')
        ? policyFor(inlineScriptHashes(body.toString('utf8')))
        : undefined,
      entityTag: `W/${entityTagOf(body)}`,
      bytes,
    };
    pages.delete(key);
    pages.set(key, page);
    // Maps iterate in insertion order: the first key is the oldest.
    const oldest = pages.keys().next().value;
    if (pages.size > maxEntries && oldest !== undefined) pages.delete(oldest);
    return page;
  }

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const page = pages.get(key);
    if (page && now() - page.storedAt < ttlSeconds * 1000) {
      const body = send(request, reply, page);
      // Nothing at all for a 304: `null` would be sent as JSON.
      return body === null ? reply.send() : reply.send(body);
    }
    request.pageCacheKey = key;
  });

  // Before @fastify/compress (registered after this): the page is still uncompressed here.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.pageCacheKey;
    if (key === null || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!/^text\/(?:html|x-script)/.test(contentType)) return payload;
    const body = await bodyOf(payload);
    if (body === undefined) return payload;
    const shared = request.cspNonce ? withoutNonce(body, request.cspNonce) : body;
    return send(request, reply, await keep(key, contentType, shared));
  });
}
