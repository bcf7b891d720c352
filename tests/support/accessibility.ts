import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
 * axe-core's serious and critical violations on the page, briefly (rule, help, first targets),
 * so a failing `toEqual([])` says what to fix. The page must come from an explicit context.
 */
export async function seriousViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}
