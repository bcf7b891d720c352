import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { startAppProcess } from '../tests/support/app-process.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';

// What both front-end benchmarks share: the built app on a fresh data folder (as the e2e tests
// start it), the storefront pages they measure, and the budgets of DESIGN.md.

export const BUDGETS = {
  performanceScore: 95,
  /** Lighthouse performance on its Regular 3G preset (300 ms RTT, 700 kbps, CPU ×4). */
  regular3gPerformanceScore: 85,
  accessibilityScore: 100,
  lcpSeconds: 1.8,
  cls: 0.02,
  homeJavaScriptKb: 120,
  homeTotalKb: 350,
  /** The page's own HTML, uncompressed (issue 13). */
  htmlKb: 100,
};

export interface StorefrontPage {
  label: string;
  path: string;
  /** Sent as the session cookie: a dashboard page, seen by its signed-in owner. */
  sessionToken?: string;
}

export interface BuiltApp {
  baseUrl: string;
  pages: StorefrontPage[];
  dataDir: string;
  /** Stops the app and removes its data folder, unless asked to keep it for another run. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** `/`, `/products` and the page of the first product of the catalogue. */
async function storefrontPages(baseUrl: string): Promise<StorefrontPage[]> {
  const response = await fetch(`${baseUrl}/api/produits/listeproduits?page=1&limit=1`);
  const [first] = (await response.json()) as { id: number }[];
  if (!first) throw new Error('The demo catalogue is empty: no product page to measure.');
  return [
    { label: 'home', path: '/' },
    { label: 'products', path: '/products' },
    { label: 'product', path: `/product-details/${first.id}` },
  ];
}

/** `/astuces-recettes` and the page of its newest article. */
async function blogPages(baseUrl: string): Promise<StorefrontPage[]> {
  const response = await fetch(`${baseUrl}/api/articles`);
  const [newest] = (await response.json()) as { id: number }[];
  if (!newest) throw new Error('The demo blog is empty: no article page to measure.');
  return [
    { label: 'blog', path: '/astuces-recettes' },
    { label: 'article', path: `/article/${newest.id}` },
  ];
}

interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  withBlog?: boolean;
  /** Another copy of the repository, already built, to run instead of this one. */
  checkout?: string;
}

/**
 * Builds the site if its sources changed, then starts it on a new, empty data folder (or on
 * `dataDir`, kept from an earlier run), with `env`'s extra configuration. `withBlog` adds the
 * blog's pages to the three storefront pages.
 */
export async function startBuiltApp(options: StartOptions = {}): Promise<BuiltApp> {
  if (options.checkout === undefined) ensureBuild();
  const dataDir = options.dataDir ?? (await createTempDir('baobab-bench-'));
  const app = await startAppProcess(
    { LOG_LEVEL: 'warn', ...options.env, DATA_DIR: dataDir },
    { checkout: options.checkout },
  );
  const stop = async ({ keepData = false } = {}) => {
    await app.stop();
    if (!keepData) await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    const pages = await storefrontPages(app.baseUrl);
    if (options.withBlog) pages.push(...(await blogPages(app.baseUrl)));
    // A visitor meets a server that has run for a while: render each page once before measuring,
    // so the first figures do not include the new process's warm-up.
    for (const page of pages) await (await fetch(app.baseUrl + page.path)).arrayBuffer();
    return { baseUrl: app.baseUrl, pages, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `BENCH_BASELINE=<folder>` names another copy of the repository (`git worktree add` or
 * `git archive <commit> | tar -x`, its `node_modules` linked, built with `npx react-router build`):
 * the front-end benchmarks measure its pages too, in turns with this one's, in the same run.
 * Started with the same options as `app`, on a data folder of its own; undefined without it.
 */
export async function startBaselineApp(
  app: BuiltApp,
  options: Omit<StartOptions, 'checkout' | 'dataDir'> = {},
): Promise<(BuiltApp & { checkout: string }) | undefined> {
  const folder = process.env.BENCH_BASELINE;
  if (!folder) return undefined;
  const checkout = path.resolve(folder);
  if (!existsSync(path.join(checkout, 'build', 'server', 'index.js'))) {
    throw new Error(`BENCH_BASELINE: no build in ${checkout} (npx react-router build there)`);
  }
  const baseline = await startBuiltApp({ ...options, checkout });
  // The demo shop is seeded the same way in both: the same pages, under the same addresses.
  const paths = (built: BuiltApp) => built.pages.map((page) => page.path).join(' ');
  if (paths(baseline) !== paths(app)) {
    await baseline.stop();
    throw new Error(`BENCH_BASELINE: other pages (${paths(baseline)}) than ${paths(app)}`);
  }
  return { ...baseline, checkout };
}

/** 'OK', or by how much a figure is over its budget (`unit` follows the excess). */
export function verdict(value: number, limit: number, unit: string, atLeast = false): string {
  const excess = atLeast ? limit - value : value - limit;
  if (excess <= 0) return 'OK';
  const rounded = Number.isInteger(excess) ? excess : Number(excess.toPrecision(3));
  return `${atLeast ? 'BELOW BUDGET' : 'OVER BUDGET'} by ${rounded} ${unit}`.trimEnd();
}
