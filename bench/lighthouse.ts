import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startHttp2Proxy } from './http2-proxy.ts';
import { auditPage, failingAudits, LCP_ELEMENT, scoreOf } from './lighthouse-run.ts';
import {
  BUDGETS,
  startBaselineApp,
  startBuiltApp,
  verdict,
  type StorefrontPage,
} from './storefront.ts';

// `npm run bench:lighthouse`: Lighthouse on the built app's storefront pages (home, products,
// a product, the blog and an article) in two profiles, both on Lighthouse's default phone
// emulation with simulated throttling, against the budgets of `BUDGETS`:
// - slow 4G (Lighthouse's default), CPU ×4: performance >= 95, accessibility 100, LCP <= 1.8 s,
//   CLS <= 0.02;
// - regular 3G, CPU ×4: performance >= 85, accessibility 100.
// `LIGHTHOUSE_RUNS=3` runs each page three times per profile and keeps Lighthouse's median run.
// Pages are measured as production serves them, behind a proxy speaking HTTP/2 over TLS
// (./http2-proxy.ts); `LIGHTHOUSE_PROTOCOL=http1` measures the app's own HTTP/1.1 instead.
// `LIGHTHOUSE_PAGES=home,product` and `LIGHTHOUSE_PROFILES=slow-4g` measure only those (labels
// and ids as printed), to iterate on one page; the figures in docs/performance.md come from the full run.
// `LIGHTHOUSE_WITHOUT_SCRIPTS=1` also measures each page without its modules and body scripts
// (a second proxy removes them), in turns with the page as served: the HTML, styles and images
// alone, the floor under any JavaScript.
// `BENCH_BASELINE=<folder>` also measures another built copy of the repository (./storefront.ts),
// run by run in turns with this one: before and after a change, in the same run.
// `LIGHTHOUSE_TRACES=1` also keeps each run's Chromium trace beside its report (load it in
// DevTools' Performance panel, or read its main-thread tasks): where blocking time comes from.
// Debian's Chromium by default; `CHROMIUM_PATH` names another browser.

const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS)) || 1);

/** Whether `name` is among a comma-separated environment filter (no filter: everything). */
function selected(filter: string | undefined, name: string): boolean {
  return !filter || filter.split(',').some((wanted) => wanted.trim() === name);
}
const OVER_HTTP1 = process.env.LIGHTHOUSE_PROTOCOL === 'http1';
const KEEP_TRACES = process.env.LIGHTHOUSE_TRACES === '1';
const WITHOUT_SCRIPTS = process.env.LIGHTHOUSE_WITHOUT_SCRIPTS === '1';
const FAILING_SHOWN = 5;

interface Profile {
  name: string;
  /** Starts the JSON reports' file names. */
  id: string;
  /** One of Lighthouse's presets (core/config/constants.js), rather than figures of our own. */
  throttling: typeof throttling.mobileSlow4G;
  /** Scores to reach; LCP and CLS are only budgeted where given. */
  budgets: { performance: number; accessibility: number; lcpSeconds?: number; cls?: number };
}

const PROFILES: Profile[] = [
  {
    name: 'Mobile, slow 4G (Lighthouse default)',
    id: 'slow-4g',
    throttling: throttling.mobileSlow4G,
    budgets: {
      performance: BUDGETS.performanceScore,
      accessibility: BUDGETS.accessibilityScore,
      lcpSeconds: BUDGETS.lcpSeconds,
      cls: BUDGETS.cls,
    },
  },
  {
    name: 'Mobile, regular 3G',
    id: 'regular-3g',
    throttling: throttling.mobileRegular3G,
    budgets: {
      performance: BUDGETS.regular3gPerformanceScore,
      accessibility: BUDGETS.accessibilityScore,
    },
  },
];

/** Which element is the LCP and where its time goes (TTFB, load delay, load, render delay). */
function lcpBreakdown(lhr: Result): string | undefined {
  const details = lhr.audits[LCP_ELEMENT]?.details;
  if (details?.type !== 'list') return undefined;
  const [element, phases] = details.items;
  if (element?.type !== 'table' || phases?.type !== 'table') return undefined;
  const node = element.items[0]?.node as { snippet?: string } | undefined;
  const timings = phases.items
    .map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`)
    .join(', ');
  return `${node?.snippet?.slice(0, 160) ?? '?'}\n    ${timings}`;
}

/** The figures as printed and compared with the budgets (scores out of 100). */
function figures(lhr: Result) {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const rounded = (value: number, digits: number) => Number(value.toFixed(digits));
  return {
    performance: scoreOf(lhr, 'performance'),
    accessibility: scoreOf(lhr, 'accessibility'),
    lcpSeconds: rounded(numeric('largest-contentful-paint') / 1000, 2),
    fcpSeconds: rounded(numeric('first-contentful-paint') / 1000, 2),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: rounded(numeric('cumulative-layout-shift'), 3),
    speedIndexSeconds: rounded(numeric('speed-index') / 1000, 2),
  };
}

type Figures = ReturnType<typeof figures>;

/** Each budget of the profile: the figure, its limit and the verdict. */
function budgetLines(f: Figures, budgets: Profile['budgets']): string[] {
  const lines = [
    `Performance ${f.performance} (budget >= ${budgets.performance}): ` +
      verdict(f.performance, budgets.performance, 'points', true),
    `Accessibility ${f.accessibility} (budget = ${budgets.accessibility}): ` +
      verdict(f.accessibility, budgets.accessibility, 'points', true),
  ];
  if (budgets.lcpSeconds !== undefined) {
    lines.push(
      `LCP ${f.lcpSeconds} s (budget <= ${budgets.lcpSeconds} s): ` +
        verdict(f.lcpSeconds, budgets.lcpSeconds, 's'),
    );
  }
  if (budgets.cls !== undefined) {
    lines.push(`CLS ${f.cls} (budget <= ${budgets.cls}): ${verdict(f.cls, budgets.cls, '')}`);
  }
  return lines;
}

function reportPage(page: StorefrontPage, lhr: Result, budgets: Profile['budgets']) {
  console.log(`\n${page.path}`);
  for (const line of budgetLines(figures(lhr), budgets)) console.log(`  ${line}`);
  const lcp = lcpBreakdown(lhr);
  if (lcp) console.log(`  LCP element: ${lcp}`);
  const failures = failingAudits(lhr);
  console.log(`  Top failing audits (${failures.length} in all):`);
  for (const failure of failures.slice(0, FAILING_SHOWN)) {
    const value = failure.displayValue ? ` — ${failure.displayValue}` : '';
    console.log(`    [${failure.category}] ${failure.title}${value}`);
  }
  for (const warning of lhr.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
}

function reportProfile(profile: Profile, medians: [StorefrontPage, Result][], started: Date) {
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = profile.throttling;
  const version = medians[0]?.[1].lighthouseVersion;
  const indexes = medians.map(([, lhr]) => lhr.environment.benchmarkIndex).join(', ');
  console.log(
    `\n=== ${profile.name}: ${rttMs} ms RTT, ${Math.round(throughputKbps)} kbps, ` +
      `CPU ×${cpuSlowdownMultiplier} — Lighthouse ${version}, ` +
      `${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, ` +
      `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${os.availableParallelism()} cores`,
  );
  console.log(`Machine benchmark index ${indexes} (lower = busier machine, less trustworthy)`);
  const rows = medians.map(([page, lhr]) => {
    const f = figures(lhr);
    const row = {
      performance: f.performance,
      accessibility: f.accessibility,
      'LCP (s)': f.lcpSeconds,
      'FCP (s)': f.fcpSeconds,
      'TBT (ms)': f.tbtMs,
      CLS: f.cls,
      'Speed Index (s)': f.speedIndexSeconds,
    };
    return [page.path, row];
  });
  console.table(Object.fromEntries(rows));
  for (const [page, lhr] of medians) reportPage(page, lhr, profile.budgets);
}

/** How the pages reach the browser: as served, (the floor) without their scripts, or the baseline's. */
interface Variant {
  /** Added to the reports' file names. */
  label: string;
  /** Added to the profile's heading. */
  heading: string;
  siteUrl: string;
}

/** Each page's figures in every variant, one under the other. */
function reportComparison(results: { variant: Variant; medians: [StorefrontPage, Result][] }[]) {
  const rows: Record<string, Record<string, number>> = {};
  for (const [index, [page]] of (results[0]?.medians ?? []).entries()) {
    for (const { variant, medians } of results) {
      const lhr = medians[index]?.[1];
      if (!lhr) continue;
      const f = figures(lhr);
      rows[`${page.path} ${variant.label || 'this'}`] = {
        performance: f.performance,
        'LCP (s)': f.lcpSeconds,
        'FCP (s)': f.fcpSeconds,
        'TBT (ms)': f.tbtMs,
        CLS: f.cls,
      };
    }
  }
  console.log('\nSide by side (median runs):');
  console.table(rows);
}

if (OVER_HTTP1 && WITHOUT_SCRIPTS) {
  throw new Error('LIGHTHOUSE_WITHOUT_SCRIPTS needs the HTTP/2 proxy, which removes the scripts');
}
const reportsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'baobab-lighthouse-'));
const app = await startBuiltApp({ withBlog: true });
const baseline = await startBaselineApp(app, { withBlog: true }).catch(async (error: unknown) => {
  await app.stop();
  throw error;
});
const proxies = OVER_HTTP1 ? [] : [await startHttp2Proxy(app.baseUrl)];
const variants: Variant[] = [
  { label: '', heading: '', siteUrl: proxies[0]?.baseUrl ?? app.baseUrl },
];
if (WITHOUT_SCRIPTS) {
  const stripping = await startHttp2Proxy(app.baseUrl, { withoutScripts: true });
  proxies.push(stripping);
  variants.push({
    label: 'without-scripts',
    heading: ", WITHOUT THE PAGES' SCRIPTS",
    siteUrl: stripping.baseUrl,
  });
}
if (baseline) {
  const proxy = OVER_HTTP1 ? undefined : await startHttp2Proxy(baseline.baseUrl);
  if (proxy) proxies.push(proxy);
  variants.push({
    label: 'baseline',
    heading: `, BASELINE (${baseline.checkout})`,
    siteUrl: proxy?.baseUrl ?? baseline.baseUrl,
  });
}
console.log(`Pages served over ${OVER_HTTP1 ? "the app's HTTP/1.1" : 'HTTP/2 (TLS proxy)'}`);
if (variants.length > 1) {
  const others = variants.slice(1).map((variant) => variant.heading.slice(2));
  console.log(`Each page as served and ${others.join(' and ')}, in turns (below)`);
}
try {
  for (const profile of PROFILES) {
    if (!selected(process.env.LIGHTHOUSE_PROFILES, profile.id)) continue;
    const started = new Date();
    const results = variants.map((variant) => ({
      variant,
      medians: [] as [StorefrontPage, Result][],
    }));
    for (const page of app.pages) {
      if (!selected(process.env.LIGHTHOUSE_PAGES, page.label)) continue;
      const pageRuns = results.map((result) => ({ result, runs: [] as Result[] }));
      // Run by run, each variant in turn: a busy moment of the machine falls on both.
      for (let run = 1; run <= RUNS; run++) {
        for (const { result, runs } of pageRuns) {
          const { label, siteUrl } = result.variant;
          const name = [profile.id, label, page.label, `run${run}`].filter(Boolean);
          const file = path.join(reportsDir, `${name.join('-')}.json`);
          runs.push(
            await auditPage(siteUrl + page.path, {
              categories: ['performance', 'accessibility'],
              throttling: profile.throttling,
              reportFile: file,
              keepTrace: KEEP_TRACES,
            }),
          );
        }
      }
      for (const { result, runs } of pageRuns) result.medians.push([page, computeMedianRun(runs)]);
    }
    for (const { variant, medians } of results) {
      reportProfile({ ...profile, name: profile.name + variant.heading }, medians, started);
    }
    if (results.length > 1) reportComparison(results);
  }
  console.log(`\nJSON reports: ${reportsDir}`);
} finally {
  for (const proxy of proxies) await proxy.close();
  await baseline?.stop();
  await app.stop();
}
