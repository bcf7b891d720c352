import { launchBrowser } from '../tests/support/browser.ts';
import { pageHydrated } from '../tests/support/hydration.ts';
import { startBuiltApp, type StorefrontPage } from './storefront.ts';

// `npm run bench:cold-loads`: the main-thread work of a first visit, as the page itself sees
// it, with less noise than Lighthouse's blocking time. Each load is a fresh browser (empty
// cache, nothing compiled yet) on a phone's viewport, its CPU slowed ×4 as Lighthouse does,
// without network throttling: what is left is script, style, layout and hydration. The pages
// are loaded in turns, so a busy moment of this shared machine falls on all of them.
//
// Printed per page, median of COLD_LOAD_RUNS loads (7 unless told): the blocking time (each
// long task's time beyond 50 ms, summed, until the page has been quiet for two seconds), the
// long tasks' total, their count, the first paint and the moment React has hydrated the page.
// The page's own observer cannot see the navigation's commit task, where Chromium starts the
// page's module requests: Chromium's trace does, but it varied 524–1 370 ms on one build.

const RUNS = Number(process.env.COLD_LOAD_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 360, height: 740 };
const QUIET_MS = 2_000;
const LONG_TASK_MS = 50;

interface ColdLoad {
  blockingMs: number;
  longTasksMs: number;
  longTasks: number;
  firstPaintMs: number;
  hydratedMs: number;
}

/** Records the page's long tasks from its first script on, in `window.__longTasks`. */
const RECORD_LONG_TASKS = () => {
  const tasks: { start: number; duration: number }[] = [];
  Object.assign(window, { __longTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
};

async function coldLoad(url: string): Promise<ColdLoad> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(RECORD_LONG_TASKS);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pageHydrated(page);
    const hydratedMs = await page.evaluate(() => performance.now());
    // Until no long task has started for QUIET_MS: the idle-time work (deferred styles, the
    // carousel's code) counts too, as it would under a visitor's first tap.
    for (;;) {
      const sinceLast = await page.evaluate(() => {
        const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] })
          .__longTasks;
        const last = tasks.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0);
      });
      if (sinceLast >= QUIET_MS) break;
      await page.waitForTimeout(QUIET_MS - sinceLast);
    }
    const { tasks, firstPaintMs } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] })
        .__longTasks,
      firstPaintMs:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    return {
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
      longTasksMs: tasks.reduce((sum, task) => sum + task.duration, 0),
      longTasks: tasks.length,
      firstPaintMs,
      hydratedMs,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const app = await startBuiltApp({ withBlog: true });
const loads = new Map<StorefrontPage, ColdLoad[]>(app.pages.map((page) => [page, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [page, results] of loads) results.push(await coldLoad(app.baseUrl + page.path));
  }
} finally {
  await app.stop();
}

const rows: Record<string, Record<string, number | string>> = {};
for (const [page, results] of loads) {
  const figure = (pick: (load: ColdLoad) => number) => Math.round(median(results.map(pick)));
  const blocking = results.map((load) => Math.round(load.blockingMs));
  rows[page.path] = {
    'blocking ms': figure((load) => load.blockingMs),
    'blocking range': `${Math.min(...blocking)}–${Math.max(...blocking)}`,
    'long tasks ms': figure((load) => load.longTasksMs),
    'long tasks': figure((load) => load.longTasks),
    'first paint ms': figure((load) => load.firstPaintMs),
    'hydrated ms': figure((load) => load.hydratedMs),
  };
}
console.log(
  `\nCold loads: fresh Chromium each, ${VIEWPORT.width} px, CPU ×${CPU_SLOWDOWN}, no network ` +
    `throttling; median of ${RUNS} per page, pages in turns`,
);
console.table(rows);
