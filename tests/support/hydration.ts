import type { Locator } from 'playwright-core';

/**
 * Resolves once React has hydrated the element, so its event handlers are live: hydration puts
 * React's fiber on the DOM node. A tap made before is lost (or posts the form without script),
 * and on this shared machine hydration may come seconds after the page has painted.
 */
export async function hydrated(locator: Locator, timeout = 30_000): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  await locator
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      element,
      { timeout },
    );
}
