import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORDS } from '../core/db/seed/demo-accounts.ts';
import { fetchGzipped, measureThroughput } from './http-load.ts';
import { startBuiltApp, verdict, type BuiltApp, type StorefrontPage } from './storefront.ts';

// `npm run bench:ssr`: how many storefront pages a second the built app answers (autocannon,
// 50 connections, `Accept-Encoding: gzip`), next to the limit of this machine: a minimal Node
// server handing out the same page's bytes, compressed beforehand. All in one run, one after
// the other, so that a shared machine's load weighs on all. Budget (issue 13): each page at
// >= 10 % of its limit, as production serves it (pages kept for visitors without a session,
// decision 014). Also printed:
// - the same pages rendered for every request (PAGE_CACHE_SECONDS=0), and where one render's
//   time goes: the loaders and their queries (the page's `.data` answer) against the whole page;
// - growth: one request at a time (median of 15), at the demo catalogue's size and again after
//   the benchmark imported 10 000 more products through the seller's CSV import. Budget: each
//   page within 20 % of its figure at the demo's size.

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUDGET_RATIO = 0.1;
const GROWTH_BUDGET = 0.2;
const GROWTH_PRODUCTS = 10_000;
const IMPORT_ROWS_PER_FILE = 1000;
const SAMPLES = 15;
const GZIP = { 'accept-encoding': 'gzip' };

const measure = (url: string, seconds: number) =>
  measureThroughput(url, { connections: CONNECTIONS, seconds, headers: GZIP });

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

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

/** Throughput of each page and of its limit, warmed up first. */
async function throughputOf(app: BuiltApp) {
  const figures = new Map<string, { rendered: number; p99: number; limit: number; kb: number }>();
  for (const page of app.pages) {
    const pageUrl = app.baseUrl + page.path;
    const { body, response } = await fetchGzipped(pageUrl);
    const limit = await servePrecompressed(body, String(response.headers['content-type']));
    try {
      await measure(pageUrl, WARMUP_SECONDS);
      await measure(limit.url, WARMUP_SECONDS);
      const rendered = await measure(pageUrl, DURATION_SECONDS);
      const handedOut = await measure(limit.url, DURATION_SECONDS);
      if (rendered.errors > 0) throw new Error(`${page.path}: ${rendered.errors} failed requests`);
      figures.set(page.path, {
        rendered: rendered.requestsPerSecond,
        p99: rendered.p99,
        limit: handedOut.requestsPerSecond,
        kb: body.length / 1024,
      });
    } finally {
      limit.close();
    }
  }
  return figures;
}

/** Median time of one request at a time, after one to warm up. */
async function medianMs(url: string): Promise<number> {
  await (await fetch(url, { headers: GZIP })).arrayBuffer();
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const start = performance.now();
    const response = await fetch(url, { headers: GZIP });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(SAMPLES / 2)] ?? NaN;
}

/** The `.data` address React Router fetches for a page's loaders on client navigations. */
function dataPath(path: string): string {
  const [pathname = '/', search] = path.split('?');
  const data = pathname === '/' ? '/_.data' : `${pathname}.data`;
  return search ? `${data}?${search}` : data;
}

/** The pages the growth budget covers: the three storefront pages and a search. */
function growthPages(app: BuiltApp): StorefrontPage[] {
  return [...app.pages, { label: 'search', path: '/products?q=karite' }];
}

async function timings(app: BuiltApp, pages: StorefrontPage[]) {
  // Each app is measured warm: its first seconds of JIT compilation would weigh on one side only.
  for (const page of pages) {
    await measure(app.baseUrl + page.path, WARMUP_SECONDS);
    await measure(app.baseUrl + dataPath(page.path), WARMUP_SECONDS);
  }
  const result = new Map<string, { page: number; data: number }>();
  for (const page of pages) {
    result.set(page.path, {
      page: await medianMs(app.baseUrl + page.path),
      data: await medianMs(app.baseUrl + dataPath(page.path)),
    });
  }
  return result;
}

/** Imports GROWTH_PRODUCTS products into the demo seller's shop, in files of 1 000 rows. */
async function importProducts(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'awa@baobab.example', password: DEMO_PASSWORDS.VENDEUR }),
  });
  const { token } = (await login.json()) as { token: string };
  const catalogue = (await (await fetch(`${baseUrl}/api/produits/listeproduits`)).json()) as {
    price: number;
    product: { name: string; description: string; categorie: { nom: string } };
  }[];
  const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  for (let file = 0; file * IMPORT_ROWS_PER_FILE < GROWTH_PRODUCTS; file++) {
    const rows = ['nom;description;categorie;prix;stock'];
    for (let row = 0; row < IMPORT_ROWS_PER_FILE; row++) {
      const number = file * IMPORT_ROWS_PER_FILE + row + 1;
      const model = catalogue[number % catalogue.length];
      if (!model) throw new Error('The demo catalogue is empty: nothing to copy.');
      const name = `${model.product.name.slice(0, 60)} lot ${number}`;
      rows.push(
        [name, model.product.description, model.product.categorie.nom, model.price, 20]
          .map(cell)
          .join(';'),
      );
    }
    const response = await fetch(`${baseUrl}/api/produits/importer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: rows.join('\n'),
    });
    if (response.status !== 201) {
      throw new Error(`Import refused (${response.status}): ${await response.text()}`);
    }
  }
}

const perCent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

// 1. Rendered for every request.
const renderedApp = await startBuiltApp();
const { dataDir } = renderedApp;
let renderedFigures;
let before;
try {
  renderedFigures = await throughputOf(renderedApp);
  before = await timings(renderedApp, growthPages(renderedApp));
} finally {
  await renderedApp.stop({ keepData: true });
}

// 2. As production serves them: kept for visitors without a session.
const keptApp = await startBuiltApp({ env: { PAGE_CACHE_SECONDS: '5' }, dataDir });
let keptFigures;
try {
  keptFigures = await throughputOf(keptApp);
} finally {
  await keptApp.stop({ keepData: true });
}

// 3. Growth: the same pages after 10 000 more products.
const grownApp = await startBuiltApp({ dataDir });
let after;
let products;
try {
  const importStart = performance.now();
  await importProducts(grownApp.baseUrl);
  const importSeconds = (performance.now() - importStart) / 1000;
  const listed = await fetch(`${grownApp.baseUrl}/api/produits/listeproduits?page=1&limit=1`);
  products = Number(listed.headers.get('x-total-count') ?? NaN);
  console.log(`Imported ${GROWTH_PRODUCTS} products in ${importSeconds.toFixed(0)} s.`);
  after = await timings(grownApp, growthPages(grownApp));
} finally {
  await grownApp.stop();
}

const verdicts: string[] = [];
const throughputRows: Record<string, Record<string, number | string>> = {};
for (const [path, rendered] of renderedFigures) {
  const kept = keptFigures.get(path);
  if (!kept) continue;
  const ratio = kept.rendered / kept.limit;
  throughputRows[path] = {
    'gzip KB': round(rendered.kb),
    'rendered req/s': Math.round(rendered.rendered),
    'rendered p99 ms': rendered.p99,
    'rendered / limit': perCent(rendered.rendered / rendered.limit),
    'kept req/s': Math.round(kept.rendered),
    'kept p99 ms': kept.p99,
    'limit req/s': Math.round(kept.limit),
    'kept / limit': perCent(ratio),
  };
  verdicts.push(
    `${path}: ${perCent(ratio)} of the limit as served (budget >= ${BUDGET_RATIO * 100} %) ` +
      verdict(ratio * 100, BUDGET_RATIO * 100, '%', true),
  );
}

const timingRows: Record<string, Record<string, number | string>> = {};
for (const [path, small] of before) {
  const grown = after.get(path);
  if (!grown) continue;
  const growth = grown.page / small.page - 1;
  timingRows[path] = {
    'page ms (demo)': round(small.page),
    'loaders ms (demo)': round(small.data),
    'render ms (demo)': round(small.page - small.data),
    [`page ms (+${GROWTH_PRODUCTS})`]: round(grown.page),
    [`loaders ms (+${GROWTH_PRODUCTS})`]: round(grown.data),
    growth: `${growth >= 0 ? '+' : ''}${perCent(growth)}`,
  };
  verdicts.push(
    `${path}: ${growth >= 0 ? '+' : ''}${perCent(growth)} with ${products} products ` +
      `(budget <= +${GROWTH_BUDGET * 100} %) ` +
      verdict(growth * 100, GROWTH_BUDGET * 100, '%'),
  );
}

console.log(
  `\nSSR benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target, gzip, ` +
    `${os.cpus().length} cores; the limit is a minimal Node server handing out the same bytes; ` +
    `'kept' is production's page cache (PAGE_CACHE_SECONDS=5)`,
);
console.table(throughputRows);
console.log(
  `\nOne request at a time (median of ${SAMPLES}), rendered every time; loaders = the page's ` +
    `.data answer (loaders, queries, serialisation), render = the rest (React, Mantine, HTML)`,
);
console.table(timingRows);
for (const line of verdicts) console.log(line);
