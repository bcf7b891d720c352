import type { Browser, Page, Response } from 'playwright-core';
import { FIRST_EVALUATED_CHUNKS } from '../app/page-modules-release.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { fetchGzipped } from './http-load.ts';
import {
  BUDGETS,
  startBaselineApp,
  startBuiltApp,
  verdict,
  type BuiltApp,
  type StorefrontPage,
} from './storefront.ts';

// `npx node bench/page-weight.ts`: what a first visit of each storefront page downloads, in
// gzip, against DESIGN.md's budget for `/` (<= 120 KB of JavaScript, <= 350 KB in all, video
// excluded). Chromium (phone viewport, empty cache) says which resources a visit loads; as it
// negotiates brotli or zstd, each same-origin URL is then fetched again from Node with
// `Accept-Encoding: gzip` to get its gzip size. 1 KB = 1024 bytes of body (headers apart).
// Then the same phone comes back to the page with its cache: what it downloads again (the
// built files are immutable; a page kept for every visitor answers 304 to the phone holding it).
// `BENCH_BASELINE=<folder>` also measures another built copy of the repository, page by page in
// turns with this one (./storefront.ts).

const VIEWPORT = { width: 360, height: 740 };
// A typical mid-range phone: it picks the same srcset candidates as a real one would.
const DEVICE_SCALE_FACTOR = 2;
const NAVIGATION_TIMEOUT_MS = 60_000;
const BIGGEST_SHOWN = 10;
// `PAGE_WEIGHT_ALL=1` lists every resource of every page, not only the biggest of `/`.
const LIST_ALL = process.env.PAGE_WEIGHT_ALL === '1';

const CATEGORIES = ['js', 'css', 'images', 'html', 'fonts', 'other'] as const;
type Category = (typeof CATEGORIES)[number] | 'media';

interface Resource {
  url: string;
  resourceType: string;
  contentType: string;
  status: number;
  category: Category;
  /** Body bytes as Chromium received them, in the encoding it negotiated. */
  chromiumBytes: number;
  chromiumEncoding: string;
  /** Body bytes when asked with `Accept-Encoding: gzip`; null when not re-requested. */
  gzipBytes: number | null;
  gzipHeaderBytes: number;
  gzipEncoding: string;
}

interface PageVisit {
  page: StorefrontPage;
  resources: Resource[];
  /** The page's own HTML, uncompressed: what the server renders and the phone parses. */
  htmlBytes: number;
  repeatedUrls: string[];
  failedRequests: string[];
  timedOut: boolean;
  returnVisit: ReturnVisit;
}

/** The same page opened again later by the same phone, its HTTP cache kept. */
interface ReturnVisit {
  /** Requests that reached the server (revalidations included). */
  requests: number;
  /** Bytes received from the network, headers included. */
  receivedBytes: number;
  /** Whether the page itself came back as « 304, unchanged » (Chromium reports it as 200). */
  pageUnchanged: boolean;
}

function categorise(resourceType: string, contentType: string): Category {
  if (resourceType === 'media' || /^(video|audio)\//.test(contentType)) return 'media';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'images';
  if (resourceType === 'document' || contentType.startsWith('text/html')) return 'html';
  if (resourceType === 'font' || /^font\/|woff|opentype|truetype/.test(contentType)) return 'fonts';
  return 'other';
}

/**
 * What a client that only accepts gzip receives (with the browser's Accept: photos come as AVIF
 * to a browser that takes it): body bytes, header bytes and encoding.
 */
async function fetchGzip(
  url: string,
  accept: string | undefined,
): Promise<{ bodyBytes: number; headerBytes: number; encoding: string }> {
  const { body, response } = await fetchGzipped(url, accept);
  // HTTP/1.1 header block as sent: status line, `name: value` lines, blank line.
  const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
  let headerBytes = Buffer.byteLength(statusLine) + 2;
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    headerBytes += Buffer.byteLength(
      `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`,
    );
  }
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  return { bodyBytes: body.length, headerBytes, encoding };
}

async function visit(browser: Browser, baseUrl: string, page: StorefrontPage): Promise<PageVisit> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
  });
  const responses: Response[] = [];
  const failedRequests: string[] = [];
  const onResponse = (response: Response) => responses.push(response);
  context.on('response', onResponse);
  context.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`),
  );
  if (page.sessionToken) {
    await context.addCookies([{ name: 'baobab_session', value: page.sessionToken, url: baseUrl }]);
  }
  const tab = await context.newPage();
  let timedOut = false;
  try {
    await tab.goto(baseUrl + page.path, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    timedOut = true;
  }

  const origin = new URL(baseUrl).origin;
  const document = responses.find((response) => response.request().resourceType() === 'document');
  const htmlBytes = document ? (await document.body()).length : 0;
  const byUrl = new Map<string, Resource>();
  for (const response of responses) {
    const url = response.url();
    if (byUrl.has(url)) continue;
    const resourceType = response.request().resourceType();
    const contentType = (await response.headerValue('content-type')) ?? '';
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 }));
    const sameOrigin = url.startsWith('http') && new URL(url).origin === origin;
    const accept = await response.request().headerValue('accept');
    const gzip = sameOrigin ? await fetchGzip(url, accept ?? undefined) : null;
    byUrl.set(url, {
      url,
      resourceType,
      contentType,
      status: response.status(),
      category: categorise(resourceType, contentType),
      chromiumBytes: sizes.responseBodySize,
      chromiumEncoding: (await response.headerValue('content-encoding')) ?? 'identity',
      gzipBytes: gzip?.bodyBytes ?? null,
      gzipHeaderBytes: gzip?.headerBytes ?? 0,
      gzipEncoding: gzip?.encoding ?? '-',
    });
  }
  context.off('response', onResponse);
  const returnVisit = await comeBack(tab, baseUrl + page.path);
  await context.close();
  return {
    page,
    resources: [...byUrl.values()],
    htmlBytes,
    repeatedUrls: [...new Set(responses.map((response) => response.url()))].filter(
      (url) => responses.filter((response) => response.url() === url).length > 1,
    ),
    failedRequests,
    timedOut,
    returnVisit,
  };
}

/** Opens the page again in the same tab, as a phone coming back to it later would. */
async function comeBack(tab: Page, url: string): Promise<ReturnVisit> {
  // Chromium's own network events: Playwright reports answers from the cache as if received.
  const network = await tab.context().newCDPSession(tab);
  await network.send('Network.enable');
  const fromCache = new Set<string>();
  const received = new Map<string, number>();
  // The status on the wire: a revalidated page is reported as the 200 it had in the cache.
  const wireStatus = new Map<string, number>();
  let pageRequest = '';
  network.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  network.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
    if (type === 'Document') pageRequest = requestId;
  });
  network.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) =>
    wireStatus.set(requestId, statusCode),
  );
  network.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    received.set(requestId, encodedDataLength),
  );
  await tab.goto('about:blank');
  await tab.goto(url, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
  await network.detach();
  const fromServer = [...received].filter(([requestId]) => !fromCache.has(requestId));
  return {
    requests: fromServer.length,
    receivedBytes: fromServer.reduce((sum, [, bytes]) => sum + bytes, 0),
    pageUnchanged: wireStatus.get(pageRequest) === 304,
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** gzip size where we have it, else what Chromium received (cross-origin, data:). */
const weight = (resource: Resource) => resource.gzipBytes ?? resource.chromiumBytes;

function totals(resources: Resource[]) {
  const counted = resources.filter((resource) => resource.category !== 'media');
  const sum = (list: Resource[]) => list.reduce((bytes, resource) => bytes + weight(resource), 0);
  const byCategory = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      sum(counted.filter((resource) => resource.category === category)),
    ]),
  ) as Record<(typeof CATEGORIES)[number], number>;
  return {
    ...byCategory,
    total: sum(counted),
    requests: counted.length,
    headers: counted.reduce((bytes, resource) => bytes + resource.gzipHeaderBytes, 0),
    chromium: counted.reduce((bytes, resource) => bytes + resource.chromiumBytes, 0),
  };
}

function shortUrl(url: string, baseUrl: string) {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
}

/**
 * The JavaScript every page runs before any of its own code: React with React Router and
 * Mantine's base, each in a file of its own (decision 043). Their sum is the floor of the
 * JavaScript budget with the decided stack.
 */
function stackFloor(resources: Resource[]): string {
  const sizes = FIRST_EVALUATED_CHUNKS.map((chunk) => {
    const file = resources.find((resource) =>
      new URL(resource.url).pathname.startsWith(`/assets/${chunk}-`),
    );
    return { chunk, bytes: file ? weight(file) : NaN };
  });
  const floor = kb(sizes.reduce((sum, size) => sum + size.bytes, 0));
  const parts = sizes.map((size) => `${size.chunk} ${kb(size.bytes)} KB`).join(' + ');
  return `of which the stack before any page code: ${parts} = ${floor} KB`;
}

function report(visits: PageVisit[], baseUrl: string) {
  console.log(
    `\nPage weight, first visit: Chromium ${VIEWPORT.width}×${VIEWPORT.height} @${DEVICE_SCALE_FACTOR}x, ` +
      'empty cache, network idle; KB of gzip body (1 KB = 1024 B), video excluded',
  );
  const rows: Record<string, Record<string, number | string>> = {};
  for (const { page, resources, htmlBytes } of visits) {
    const sums = totals(resources);
    rows[page.path] = {
      'HTML raw KB': kb(htmlBytes),
      'JS KB': kb(sums.js),
      'CSS KB': kb(sums.css),
      'images KB': kb(sums.images),
      'HTML KB': kb(sums.html),
      'fonts KB': kb(sums.fonts),
      'other KB': kb(sums.other),
      'total KB': kb(sums.total),
      requests: sums.requests,
      'headers KB': kb(sums.headers),
      'Chromium got KB': kb(sums.chromium),
    };
  }
  console.table(rows);
  const encodings = new Map<string, number>();
  for (const resource of visits.flatMap((visit) => visit.resources)) {
    encodings.set(resource.chromiumEncoding, (encodings.get(resource.chromiumEncoding) ?? 0) + 1);
  }
  const negotiated = [...encodings].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
  console.log(`(headers KB and what Chromium received — ${negotiated} — are not in the total.)`);

  console.log('\nReturn visit: the same phone opens the page again later, its cache kept');
  console.table(
    Object.fromEntries(
      visits.map(({ page, returnVisit }) => [
        page.path,
        {
          'requests to the server': returnVisit.requests,
          'KB received': kb(returnVisit.receivedBytes),
          page: returnVisit.pageUnchanged ? '304 (unchanged)' : 'sent again',
        },
      ]),
    ),
  );

  for (const visit of visits) {
    const sums = totals(visit.resources);
    const isHome = visit.page.path === '/';
    console.log(`\n${visit.page.path}${isHome ? '' : ' (budget of / applied for reference)'}`);
    console.log(
      `  JavaScript ${kb(sums.js)} KB (budget <= ${BUDGETS.homeJavaScriptKb} KB): ` +
        verdict(kb(sums.js), BUDGETS.homeJavaScriptKb, 'KB'),
    );
    console.log(`  ${stackFloor(visit.resources)}`);
    console.log(
      `  Total ${kb(sums.total)} KB (budget <= ${BUDGETS.homeTotalKb} KB): ` +
        verdict(kb(sums.total), BUDGETS.homeTotalKb, 'KB'),
    );
    console.log(
      `  HTML ${kb(visit.htmlBytes)} KB uncompressed (budget <= ${BUDGETS.htmlKb} KB): ` +
        verdict(kb(visit.htmlBytes), BUDGETS.htmlKb, 'KB'),
    );
    const media = visit.resources.filter((resource) => resource.category === 'media');
    for (const resource of media) {
      console.log(
        `  media (excluded): ${shortUrl(resource.url, baseUrl)} ${resource.status}, ` +
          `${kb(resource.chromiumBytes)} KB received by Chromium, full file ${kb(weight(resource))} KB`,
      );
    }
    const foreign = visit.resources.filter((resource) => resource.gzipBytes === null);
    for (const resource of foreign) {
      console.log(`  not same-origin (counted as received): ${resource.url.slice(0, 120)}`);
    }
    const broken = visit.resources.filter((resource) => resource.status >= 400);
    for (const resource of broken) {
      console.log(`  WARNING ${resource.status}: ${shortUrl(resource.url, baseUrl)}`);
    }
    for (const failure of visit.failedRequests) console.log(`  request failed: ${failure}`);
    for (const url of visit.repeatedUrls) {
      console.log(
        `  requested more than once, counted once: ${shortUrl(url, baseUrl).slice(0, 90)}`,
      );
    }
    if (visit.timedOut) {
      console.log(`  WARNING: no network idle within ${NAVIGATION_TIMEOUT_MS / 1000} s`);
    }
  }

  for (const visit of visits) {
    if (!LIST_ALL && visit.page.path !== '/') continue;
    const listed = visit.resources
      .filter((resource) => resource.category !== 'media')
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, LIST_ALL ? undefined : BIGGEST_SHOWN);
    console.log(
      `\n${LIST_ALL ? 'Every resource' : `The ${BIGGEST_SHOWN} biggest resources`} of ` +
        `${visit.page.path} (gzip, video excluded):`,
    );
    console.table(
      listed.map((resource) => ({
        KB: kb(weight(resource)),
        type: resource.category,
        encoding: resource.gzipEncoding,
        url: shortUrl(resource.url, baseUrl).slice(0, 90),
      })),
    );
  }
}

/** The demo seller's statistics and orders, signed in by the session cookie. */
async function sellerDashboardPages(baseUrl: string): Promise<StorefrontPage[]> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'awa@baobab.example', password: 'Baobab-Vendeur-2026' }),
  });
  const { token, TenantId } = (await response.json()) as { token: string; TenantId: number };
  const root = `/vendeur-dashboard/${TenantId}`;
  return [
    { label: 'seller statistics', path: `${root}/statistics`, sessionToken: token },
    { label: 'seller orders', path: `${root}/orders`, sessionToken: token },
  ];
}

/** A site measured: its address, its pages (the seller's signed in on it) and their visits. */
interface Measured {
  heading: string;
  baseUrl: string;
  pages: StorefrontPage[];
  visits: PageVisit[];
}

async function measured(heading: string, built: BuiltApp): Promise<Measured> {
  const pages = [...built.pages, ...(await sellerDashboardPages(built.baseUrl))];
  return { heading, baseUrl: built.baseUrl, pages, visits: [] };
}

// As production serves the storefront: pages kept for visitors without a session (decision 014).
const options = { env: { PAGE_CACHE_SECONDS: '5' } };
const app = await startBuiltApp(options);
let baseline: Awaited<ReturnType<typeof startBaselineApp>>;
try {
  baseline = await startBaselineApp(app, options);
  const sites = [await measured('', app)];
  if (baseline) sites.push(await measured(`BASELINE (${baseline.checkout})`, baseline));
  const browser = await launchBrowser();
  try {
    // Page by page, each site in turn: a busy moment of the machine falls on both.
    const pageCount = Math.min(...sites.map((site) => site.pages.length));
    for (let index = 0; index < pageCount; index++) {
      for (const { baseUrl, pages, visits } of sites) {
        const page = pages[index];
        if (page) visits.push(await visit(browser, baseUrl, page));
      }
    }
    for (const site of sites) {
      if (site.heading) console.log(`\n=== ${site.heading}`);
      report(site.visits, site.baseUrl);
    }
  } finally {
    await browser.close();
  }
} finally {
  await baseline?.stop();
  await app.stop();
}
