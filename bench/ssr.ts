import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fetchGzipped, measureThroughput } from './http-load.ts';
import { startBuiltApp, verdict } from './storefront.ts';

// `npm run bench:ssr`: how many storefront pages a second the built app renders (autocannon,
// 50 connections, `Accept-Encoding: gzip`), next to the limit of this machine: a minimal Node
// server handing out the same page's bytes, compressed beforehand. Both in the same run, one
// after the other, so that a shared machine's load weighs on both. Budget (issue 13): each page
// at >= 10 % of its limit.

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUDGET_RATIO = 0.1;
const GZIP = { 'accept-encoding': 'gzip' };

const measure = (url: string, seconds: number) =>
  measureThroughput(url, { connections: CONNECTIONS, seconds, headers: GZIP });

/** The page as the app answered it (gzip), handed out as it is: no rendering, no compressing. */
async function servePrecompressed(body: Buffer, contentType: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': contentType,
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const app = await startBuiltApp();
try {
  const rows: Record<string, Record<string, number | string>> = {};
  const verdicts: string[] = [];
  for (const page of app.pages) {
    const pageUrl = app.baseUrl + page.path;
    const { body, response } = await fetchGzipped(pageUrl);
    const limit = await servePrecompressed(body, String(response.headers['content-type']));
    try {
      await measure(pageUrl, WARMUP_SECONDS);
      await measure(limit.url, WARMUP_SECONDS);
      const rendered = await measure(pageUrl, DURATION_SECONDS);
      const handedOut = await measure(limit.url, DURATION_SECONDS);
      const ratio = rendered.requestsPerSecond / handedOut.requestsPerSecond;
      rows[page.path] = {
        'gzip KB': Math.round((body.length / 1024) * 10) / 10,
        'SSR req/s': Math.round(rendered.requestsPerSecond),
        'SSR p99 (ms)': rendered.p99,
        'limit req/s': Math.round(handedOut.requestsPerSecond),
        'limit p99 (ms)': handedOut.p99,
        'SSR / limit': `${(ratio * 100).toFixed(1)} %`,
        errors: rendered.errors + handedOut.errors,
      };
      verdicts.push(
        `${page.path}: ${(ratio * 100).toFixed(1)} % of the limit (budget >= ${BUDGET_RATIO * 100} %) ` +
          verdict(ratio * 100, BUDGET_RATIO * 100, '%', true),
      );
    } finally {
      limit.close();
    }
  }
  console.log(
    `\nSSR benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target, ` +
      `gzip, ${os.cpus().length} cores; the limit is a minimal Node server handing out the same bytes`,
  );
  console.table(rows);
  for (const line of verdicts) console.log(line);
} finally {
  await app.stop();
}
