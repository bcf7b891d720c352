import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions, ElementContext } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core run in the page itself, with only its violations brought back. The Playwright
 * wrapper (@axe-core/playwright) injected axe twice, ran it in parts, then opened a blank page
 * (a new renderer) to put the parts together, and carried every passed check back as JSON:
 * 5.5 s of CPU per scan, about 40 % of the heavy end-to-end files. Our pages have no frames,
 * so one `axe.run` in the page says the same for half of that (decision 045).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  rule: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end: axe
 * measures contrast with the opacity of the moment, and a half-faded text fails it.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // Two frames: a transition asked for in this frame starts in the next.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Every axe violation on the page, or only inside the elements the `include` selectors name,
 * once its animations have ended. axe is injected once per document.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<AxeViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selectors) => {
    const { axe } = window as unknown as {
      axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
    };
    const context = selectors.length > 0 ? { include: selectors.map((s) => [s]) } : document;
    const { violations } = await axe.run(context, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
  }, include);
}

/**
 * axe-core's serious and critical violations on the page, briefly (rule, help, first elements:
 * selector and markup, as Mantine's generated ids say little), so a failing `toEqual([])` says
 * what to fix.
 */
export async function seriousViolations(page: Page, include: string[] = []) {
  const violations = await axeViolations(page, include);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ rule, help, nodes }) => ({
      rule,
      help,
      targets: nodes.slice(0, 3).map((node) => `${node.target} ${node.html.slice(0, 200)}`),
    }));
}
