import type { Locator, Page } from 'playwright-core';

/** Hydration puts React's fiber on the DOM node: its event handlers are live from then on. */
const hasReactFiber = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/**
 * Resolves once React has hydrated the element, so its event handlers are live. A tap made
 * before is lost (or posts the form without script), and on this shared machine hydration may
 * come seconds after the page has painted.
 */
export async function hydrated(locator: Locator, timeout = 30_000): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  await locator.page().waitForFunction(hasReactFiber, element, { timeout });
}

/** Whether React has hydrated the element yet, without waiting. */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate(hasReactFiber);
}

/** Resolves once React has taken over the page: app/early-taps.ts marks <html> until then. */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-awaiting-js'));
}

/**
 * Whether the element is rendered: false inside content the browser skips below the first
 * screen (`content-visibility: auto`) until the visitor comes near it.
 */
export function isRendered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}
