import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_CONTACT_MESSAGES } from '#common/contact.ts';
import { ORDER_LOOKUP_TOO_MANY } from '#common/order-lookup.ts';
import * as contactPage from '../app/routes/contact.tsx';
import * as lookupPage from '../app/routes/suivre-ma-commande.tsx';
import { FAILED_ORDER_LOOKUPS } from '#modules/orders/orders.service.ts';
import { nextIp } from '../tests/support/client-ip.ts';
import { callPageRoute } from '../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';

// A 429 says when to come back: Retry-After, in seconds until the limit's window ends, on the
// API's answers and on the pages' actions alike, whether the limit counts every attempt (the
// contact form) or only failures (the order lookup's wrong guesses).

const HOUR = 60 * 60;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

const contactMessage = (email: string) => ({
  name: 'Kossi Agbéko',
  email,
  message: 'Bonjour, livrez-vous à Kara ?',
});

/** A window just opened: all of it, give or take the test's own seconds. */
function expectWholeHour(retryAfter: string | null | undefined) {
  expect(Number(retryAfter)).toBeGreaterThan(HOUR - 60);
  expect(Number(retryAfter)).toBeLessThanOrEqual(HOUR);
}

interface PageAnswer {
  data: { refusal?: string | null };
  init: ResponseInit | null;
}

describe('Retry-After on a 429', () => {
  it('is sent by the API when a service refuses past its limit (the contact form)', async () => {
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': nextIp() },
        payload: contactMessage('retry-api@exemple.tg'),
      });
    for (let sent = 0; sent < 3; sent++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_CONTACT_MESSAGES);
    expectWholeHour(refused.headers['retry-after']);
  });

  it('is sent by a page action refused past a limit of attempts (the contact page)', async () => {
    const post = () =>
      callPageRoute(testApp, contactPage.action, '/contact', undefined, {
        form: contactMessage('retry-page@exemple.tg'),
      }) as Promise<PageAnswer>;
    for (let sent = 0; sent < 3; sent++) expect((await post()).init?.status).toBeUndefined();
    const refused = await post();
    expect(refused.init?.status).toBe(429);
    expect(refused.data.refusal).toBe(TOO_MANY_CONTACT_MESSAGES);
    expectWholeHour(new Headers(refused.init?.headers).get('retry-after'));
  });

  it('is sent by a page action refused past a limit of failures (the order lookup)', async () => {
    const guess = () =>
      callPageRoute(testApp, lookupPage.action, '/suivre-ma-commande', undefined, {
        form: { numero: 'BAO-2026-999999', contact: '+228 90 00 00 00' },
      }) as Promise<PageAnswer>;
    for (let wrong = 0; wrong < FAILED_ORDER_LOOKUPS.max; wrong++) {
      const answer = await guess();
      expect(answer.init?.status).toBe(400);
      expect(new Headers(answer.init?.headers).get('retry-after')).toBeNull();
    }
    const refused = await guess();
    expect(refused.init?.status).toBe(429);
    expect(refused.data.refusal).toBe(ORDER_LOOKUP_TOO_MANY);
    expectWholeHour(new Headers(refused.init?.headers).get('retry-after'));
  });
});
