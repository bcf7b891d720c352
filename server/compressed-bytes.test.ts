import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressOnce } from './compressed-bytes.ts';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compressOnce', () => {
  it('gives the same bytes back in brotli and gzip', async () => {
    const body = Buffer.from('Beurre de karité : 12 500 FCFA. '.repeat(200));
    const { br, gzip } = await compressOnce(body);
    expect(zlib.brotliDecompressSync(br)).toEqual(body);
    expect(zlib.gunzipSync(gzip)).toEqual(body);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});
