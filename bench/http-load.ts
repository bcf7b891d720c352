import http, { type IncomingMessage } from 'node:http';
import autocannon from 'autocannon';

// What the HTTP benchmarks share: a load measured with autocannon, and a resource fetched the
// way a client that accepts only gzip receives it.

interface Load {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** Average req/s, p99 latency and failed requests of `url` under that load. */
export async function measureThroughput(url: string, { connections, seconds, headers }: Load) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The body as the server sends it to a client that only accepts gzip, without decoding it;
 * `accept` is the browser's, when the answer depends on it (AVIF photos).
 */
export function fetchGzipped(
  url: string,
  accept?: string,
): Promise<{ body: Buffer; response: IncomingMessage }> {
  const headers = { 'accept-encoding': 'gzip', ...(accept ? { accept } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ body: Buffer.concat(chunks), response }));
    });
    request.on('error', reject);
  });
}
