import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Answers handed out many times are compressed once, when they are kept, at the best levels:
// the page cache's pages (page-cache.ts) and the catalogue list (api/catalogue). @fastify/compress
// leaves an answer alone once it carries a Content-Encoding.

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The same bytes in each encoding we serve. */
export type CompressedBytes = Record<Encoding, Buffer>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed in each encoding, off the main thread (zlib's pool). */
export async function compressOnce(body: Buffer): Promise<CompressedBytes> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The best encoding the client accepts among ours (br, then gzip), or undefined for none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  return ENCODINGS.find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0);
}
