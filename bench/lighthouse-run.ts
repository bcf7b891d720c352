import fs from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser.ts';

// One Lighthouse audit in a fresh Chromium, as both Lighthouse benchmarks run it
// (bench/lighthouse.ts for speed, bench/accessibility.ts for every storefront page).

// The HTTP/2 proxy's certificate is made for the run, by no authority the browser knows.
const CHROME_FLAGS = ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS];
const ATTEMPTS = 3;
/** The audit naming the largest paint's element (printed apart from the failing audits). */
export const LCP_ELEMENT = 'largest-contentful-paint-element';

export interface AuditOptions {
  categories: ('performance' | 'accessibility')[];
  /** One of Lighthouse's presets, simulated; none when only accessibility is audited. */
  throttling?: typeof throttling.mobileSlow4G;
  /** Where the JSON report is written. */
  reportFile: string;
  /** Also keeps Chromium's trace beside the report (`….trace.json`). */
  keepTrace?: boolean;
  /**
   * Put in the site's local storage before the audit (a cart, say), which Lighthouse then keeps:
   * it clears the browser's storage otherwise.
   */
  localStorage?: Record<string, string>;
}

/** Opens `url`'s site in the launched browser, writes `items` in its storage, and leaves. */
async function fillLocalStorage(port: number, url: string, items: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The launched Chromium has no browsing context.');
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function auditOnce(url: string, options: AuditOptions): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (options.localStorage) await fillLocalStorage(chrome.port, url, options.localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: options.categories,
      disableStorageReset: options.localStorage !== undefined,
      ...(options.throttling
        ? { throttlingMethod: 'simulate', throttling: options.throttling }
        : { throttlingMethod: 'provided' }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    await fs.writeFile(options.reportFile, JSON.stringify(result.lhr, null, 1));
    if (options.keepTrace) {
      const traceFile = options.reportFile.replace(/\.json$/, '.trace.json');
      await fs.writeFile(traceFile, JSON.stringify(result.artifacts.Trace));
    }
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on `url` in a new Chromium (fresh profile: empty cache and storage). On a busy
 * machine Chromium now and then loses the trace (NO_NAVSTART): it tries again.
 */
export async function auditPage(url: string, options: AuditOptions): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`${(error as Error).message}; trying again.`);
    }
  }
}

export interface FailingAudit {
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

/** The report's failing audits, the ones that cost the most first. */
export function failingAudits(lhr: Result): FailingAudit[] {
  const failures: FailingAudit[] = [];
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
  const compare = (a: FailingAudit, b: FailingAudit) =>
    a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2];
  return failures.sort(compare);
}

/** A category's score out of 100. */
export const scoreOf = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
