import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { withShopCatalogue } from './bench-orders.ts';
import { cpuTimeByPart, PROFILE_PARTS } from './cpu-profile.ts';
import { fetchGzipped, measureThroughput } from './http-load.ts';
import { startBuiltApp, verdict, type BuiltApp, type StorefrontPage } from './storefront.ts';

// `npm run bench:ssr`: how many storefront pages a second the built app answers (autocannon,
// 50 connections, `Accept-Encoding: gzip`), next to the limit of this machine: a minimal Node
// server handing out the same page's bytes, compressed beforehand. All in one run, one after
// the other, so that a shared machine's load weighs on all. Budget (issue 13): each page at
// >= 10 % of its limit, as production serves it (pages kept for visitors without a session,
// decision 014). Also printed:
// - the same pages rendered for every request (PAGE_CACHE_SECONDS=0), and where one render's
//   time goes: the server's CPU per request by the code it ran (React, React Router, Mantine,
//   our pages, the queries…, from V8's profiler under load), and one request's loaders and
//   their queries (the page's `.data` answer) against the whole page;
// - growth: one request at a time (median of 31), at the demo catalogue's size and again after
//   the benchmark imported 10 000 more products through the seller's CSV import. Budget: each
//   page within 20 % of its figure at the demo's size, measured in one process (warmed first);
//   and the search's floor: the time its count of matches alone takes at both sizes.

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BUDGET_RATIO = 0.1;
const GROWTH_BUDGET = 0.2;
const GROWTH_PRODUCTS = 10_000;
const IMPORT_ROWS_PER_FILE = 1000;
const SAMPLES = 31;
const PROFILE_SECONDS = 5;
const GZIP = { 'accept-encoding': 'gzip' };
/** The growth budget's search: 18 products of the demo, a quarter of the grown catalogue. */
const SEARCHED = 'karite';

const measure = (url: string, seconds: number) =>
  measureThroughput(url, { connections: CONNECTIONS, seconds, headers: GZIP });

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The machine's monotonic clock in microseconds, as V8's CPU profiles count time. */
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

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

/** Median time of SAMPLES runs of `work`, one at a time, after one to warm up. */
async function medianOf(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(SAMPLES / 2)] ?? NaN;
}

/** Median time of one request at a time. */
const medianMs = (url: string) =>
  medianOf(async () => {
    const response = await fetch(url, { headers: GZIP });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  });

/**
 * The least a search page showing its number of matches must do: count them. Timed through the
 * app's own repository on its database, without HTTP nor rendering.
 */
async function searchCountMs(dataDir: string): Promise<number> {
  return withShopCatalogue(dataDir, 1, (catalogue) =>
    medianOf(() => catalogue.countOffers({ search: SEARCHED })),
  );
}

/** The `.data` address React Router fetches for a page's loaders on client navigations. */
function dataPath(path: string): string {
  const [pathname = '/', search] = path.split('?');
  const data = pathname === '/' ? '/_.data' : `${pathname}.data`;
  return search ? `${data}?${search}` : data;
}

/** The pages the growth budget covers: the three storefront pages and a search. */
function growthPages(app: BuiltApp): StorefrontPage[] {
  return [...app.pages, { label: 'search', path: `/products?q=${SEARCHED}` }];
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
try {
  renderedFigures = await throughputOf(renderedApp);
} finally {
  await renderedApp.stop({ keepData: true });
}

// 1b. Where a render's time goes: each page rendered for PROFILE_SECONDS under 50 connections,
// in an app writing a CPU profile; only the samples of that load are counted.
const profiles = new Map<string, Map<string, number>>();
const profiledRequests = new Map<string, number>();
for (const page of renderedApp.pages) {
  const profileDir = await createTempDir('baobab-profile-');
  const profiledApp = await startBuiltApp({
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` },
    dataDir,
  });
  const window = { from: 0, to: 0 };
  try {
    await measure(profiledApp.baseUrl + page.path, WARMUP_SECONDS);
    window.from = monotonicMicroseconds();
    const load = await measure(profiledApp.baseUrl + page.path, PROFILE_SECONDS);
    window.to = monotonicMicroseconds();
    profiledRequests.set(page.path, load.requestsPerSecond * PROFILE_SECONDS);
  } finally {
    await profiledApp.stop({ keepData: true });
  }
  profiles.set(page.path, await cpuTimeByPart(profileDir, window));
  await fs.rm(profileDir, { recursive: true, force: true });
}

// 2. As production serves them: kept for visitors without a session.
const keptApp = await startBuiltApp({ env: { PAGE_CACHE_SECONDS: '5' }, dataDir });
let keptFigures;
try {
  keptFigures = await throughputOf(keptApp);
} finally {
  await keptApp.stop({ keepData: true });
}

// 3. Growth: the same pages in one process, before and after 10 000 more products. A new
// process answers slower for a minute (V8 still compiling), so a first round of timings warms
// it and is dropped: both sides are then measured at the same pace.
const grownApp = await startBuiltApp({ dataDir });
let before;
let after;
/** The search's count alone, in ms (searchCountMs), at the demo's size and grown. */
const searchCount = { demo: NaN, grown: NaN };
let products;
try {
  await timings(grownApp, growthPages(grownApp));
  before = await timings(grownApp, growthPages(grownApp));
  searchCount.demo = await searchCountMs(dataDir);
  const importStart = performance.now();
  await importProducts(grownApp.baseUrl);
  const importSeconds = (performance.now() - importStart) / 1000;
  const listed = await fetch(`${grownApp.baseUrl}/api/produits/listeproduits?page=1&limit=1`);
  products = Number(listed.headers.get('x-total-count') ?? NaN);
  console.log(`Imported ${GROWTH_PRODUCTS} products in ${importSeconds.toFixed(0)} s.`);
  after = await timings(grownApp, growthPages(grownApp));
  searchCount.grown = await searchCountMs(dataDir);
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
  `\nWhere a render's CPU time goes: each page rendered for ${PROFILE_SECONDS} s (50 ` +
    `connections) under V8's profiler; ms of the app process's CPU per request, by the code ` +
    `it ran (PostgreSQL's own work is apart)`,
);
/** Each page's figure per request (the load's requests), for a table row. */
const perRequest = (pageMs: (byPart: Map<string, number>) => number) =>
  Object.fromEntries(
    [...profiles].map(([path, byPart]) => [
      path,
      round(pageMs(byPart) / (profiledRequests.get(path) ?? NaN), 2),
    ]),
  );
const profileRows: Record<string, Record<string, number>> = {};
for (const part of PROFILE_PARTS) profileRows[part] = perRequest((byPart) => byPart.get(part) ?? 0);
profileRows['all'] = perRequest((byPart) => [...byPart.values()].reduce((sum, ms) => sum + ms, 0));
console.table(profileRows);
console.log(
  `\nOne request at a time (median of ${SAMPLES}), rendered every time; loaders = the page's ` +
    `.data answer (loaders, queries, serialisation), render = the rest (React, Mantine, HTML)`,
);
console.table(timingRows);
for (const line of verdicts) console.log(line);
const searchPage = before.get(`/products?q=${SEARCHED}`)?.page ?? NaN;
console.log(
  `\nThe search's floor: counting the matches of « ${SEARCHED} » alone (the app's query, no ` +
    `HTTP, no rendering) takes ${round(searchCount.demo, 2)} ms with the demo and ` +
    `${round(searchCount.grown, 2)} ms with ${products} products: ` +
    `+${round(searchCount.grown - searchCount.demo, 2)} ms, ` +
    `${perCent((searchCount.grown - searchCount.demo) / searchPage)} of the demo's search page ` +
    `(budget <= +${GROWTH_BUDGET * 100} % for the whole page)`,
);
