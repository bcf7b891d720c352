import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BUDGETS, startBuiltApp, verdict, type StorefrontPage } from './storefront.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser.ts';

// `npx node bench/lighthouse.ts`: Lighthouse mobile (its default phone emulation and simulated
// slow 4G / 4× CPU throttling) on the storefront pages of the built app, against DESIGN.md's
// budgets: performance >= 95, accessibility 100, LCP <= 1.8 s, CLS <= 0.02.
// `LIGHTHOUSE_RUNS=3` runs each page three times and keeps Lighthouse's median run.
// Debian's Chromium by default; `CHROMIUM_PATH` names another browser.

const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS)) || 1);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const FAILING_SHOWN = 5;
const ATTEMPTS = 3;
const LCP_ELEMENT = 'largest-contentful-paint-element';

interface Failure {
  category: string;
  title: string;
  displayValue: string;
  /** Accessibility first (each failure costs the 100), then biggest savings, then lowest score. */
  order: [number, number, number];
}

/** Milliseconds an audit estimates it would take off the weighted metrics. */
function savingsMs(audit: Result['audits'][string]): number {
  const { LCP = 0, FCP = 0, TBT = 0 } = audit.metricSavings ?? {};
  return LCP + FCP + TBT;
}

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

function failingAudits(lhr: Result): Failure[] {
  const failures: Failure[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      // Metrics and the LCP element are printed apart; hidden groups repeat shown audits.
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      if (ref.id === LCP_ELEMENT) continue;
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const passed =
        audit.score === null ||
        (audit.scoreDisplayMode === 'binary' ? audit.score === 1 : audit.score >= 0.9);
      if (!errored && passed) continue;
      failures.push({
        category: category.id,
        title: audit.title,
        displayValue: errored ? `error: ${audit.errorMessage ?? ''}` : (audit.displayValue ?? ''),
        order: [
          category.id === 'accessibility' ? -ref.weight : 0,
          -savingsMs(audit),
          audit.score ?? 0,
        ],
      });
    }
  }
  const compare = (a: Failure, b: Failure) =>
    a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2];
  return failures.sort(compare);
}

function figures(lhr: Result) {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpSeconds: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpSeconds: numeric('first-contentful-paint') / 1000,
    speedIndexSeconds: numeric('speed-index') / 1000,
  };
}

/** One Lighthouse run in a new Chrome (fresh profile); the JSON report is kept in `reportFile`. */
async function auditOnce(url: string, reportFile: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await fs.writeFile(reportFile, JSON.stringify(result.lhr, null, 1));
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** On a busy machine Chrome now and then loses the trace (NO_NAVSTART): try again. */
async function audit(url: string, reportFile: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, reportFile);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`${(error as Error).message}; trying again.`);
    }
  }
}

function report(page: StorefrontPage, lhr: Result) {
  const f = figures(lhr);
  console.log(`\n${page.path}`);
  console.table({
    [page.path]: {
      performance: f.performance,
      accessibility: f.accessibility,
      'LCP (s)': Number(f.lcpSeconds.toFixed(2)),
      CLS: Number(f.cls.toFixed(3)),
      'TBT (ms)': Math.round(f.tbtMs),
      'FCP (s)': Number(f.fcpSeconds.toFixed(2)),
      'Speed Index (s)': Number(f.speedIndexSeconds.toFixed(2)),
    },
  });
  const budgets = [
    [
      'Performance',
      f.performance,
      `>= ${BUDGETS.performanceScore}`,
      verdict(f.performance, BUDGETS.performanceScore, 'points', true),
    ],
    [
      'Accessibility',
      f.accessibility,
      `= ${BUDGETS.accessibilityScore}`,
      verdict(f.accessibility, BUDGETS.accessibilityScore, 'points', true),
    ],
    [
      'LCP',
      `${f.lcpSeconds.toFixed(2)} s`,
      `<= ${BUDGETS.lcpSeconds} s`,
      verdict(Number(f.lcpSeconds.toFixed(2)), BUDGETS.lcpSeconds, 's'),
    ],
    [
      'CLS',
      f.cls.toFixed(3),
      `<= ${BUDGETS.cls}`,
      verdict(Number(f.cls.toFixed(3)), BUDGETS.cls, ''),
    ],
  ];
  for (const [name, value, budget, outcome] of budgets) {
    console.log(`  ${name} ${value} (budget ${budget}): ${outcome}`);
  }
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

const reportsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'baobab-lighthouse-'));
const app = await startBuiltApp();
try {
  const medians: [StorefrontPage, Result][] = [];
  for (const page of app.pages) {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = path.join(reportsDir, `${page.label}-run${run}.json`);
      runs.push(await audit(app.baseUrl + page.path, file));
    }
    medians.push([page, computeMedianRun(runs)]);
  }
  const indexes = medians.map(([, lhr]) => lhr.environment.benchmarkIndex).join(', ');
  console.log(
    `\nLighthouse ${medians[0]?.[1].lighthouseVersion} mobile (simulated throttling), ` +
      `${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page; ` +
      `machine benchmark index ${indexes} (lower = busier machine, less trustworthy)`,
  );
  for (const [page, lhr] of medians) report(page, lhr);
  console.log(`\nJSON reports: ${reportsDir}`);
} finally {
  await app.stop();
}
