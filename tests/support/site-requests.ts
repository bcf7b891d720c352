import type { Page } from 'playwright-core';
import { hydrated } from './hydration.ts';

// The site's screens talk to its own routes with the session cookie (issue 47): uploads, the
// delivery quote, the cart's prices and the CSV files included. The REST API, with its bearer
// token, is for API clients only.

/** Every request the page sends to the REST API from now on, as `POST /api/…`. */
export function apiRequestsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/**
 * Forgets what the login page stored in the browser (the token under the spec's keys) and loads
 * the page again: only the session cookie signs it in from then on.
 */
export async function keepOnlySessionCookie(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await hydrated(page.getByRole('heading', { level: 1 }).first());
}
