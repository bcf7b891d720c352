import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { CROSS_SITE_MESSAGE } from './plugins/same-origin-actions.ts';

// The pages' route actions trust the session cookie, so only the shop's own pages may post to
// them (CSRF). The REST API answers bearer tokens only and is not concerned.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'empty' });
});
afterAll(async () => {
  await testApp?.close();
});

const postForm = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'intent=statut&orderId=1&statut=Livr%C3%A9',
  });

describe('writes to the pages', () => {
  it('refuses a form posted from another site, by its Origin or its Sec-Fetch-Site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://autre-site.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await postForm('/vendeur-dashboard/1/orders', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it('lets the shop’s own pages post (this API-only app then has no such page: 404)', async () => {
    const publicOrigin = new URL(testApp.config.publicUrl).origin;
    const ownPages: Record<string, string>[] = [
      { origin: publicOrigin },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of ownPages) {
      const response = await postForm('/vendeur-dashboard/1/orders', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('leaves reads and the bearer-token API alone', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/vendeur-dashboard/1/orders',
      headers: { origin: 'https://autre-site.example' },
    });
    expect(read.statusCode).not.toBe(403);
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: 'https://autre-site.example' },
    });
    expect(api.statusCode).toBe(401);
  });
});
