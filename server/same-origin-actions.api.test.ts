import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { CROSS_SITE_MESSAGE } from './plugins/same-origin-actions.ts';
import { READER_COOKIE } from './plugins/reader-cookie.ts';
import { SESSION_COOKIE } from './plugins/session-cookie.ts';

// The pages' route actions trust the session cookie, so only the shop's own pages may post to
// them (CSRF): their Origin, or failing it their Referer, must be the shop's. The REST API
// answers bearer tokens, except the blog's anonymous reader, whose cookie is held to the same.

let testApp: TestApp;
let ownOrigin: string;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'empty' });
  ownOrigin = new URL(testApp.config.publicUrl).origin;
});
afterAll(async () => {
  await testApp?.close();
});

const session = { cookie: `${SESSION_COOKIE}=jeton-de-session` };

const postForm = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'intent=statut&orderId=1&statut=Livr%C3%A9',
  });

describe('writes to the pages', () => {
  it('refuses a form posted from another site, by its Origin, Referer or Sec-Fetch-Site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://autre-site.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // An older browser sends no Origin nor Sec-Fetch-Site, but says where the form was.
      { referer: 'https://autre-site.example/piege.html' },
      { referer: `${ownOrigin}.autre-site.example/piege.html` },
      { referer: 'pas une adresse' },
      // Origin wins over Referer: a forged page of ours as Referer does not help.
      { origin: 'https://autre-site.example', referer: `${ownOrigin}/` },
      { origin: ownOrigin, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await postForm('/vendeur-dashboard/1/orders', { ...session, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it('refuses a write saying neither where it comes from, with a session or without', async () => {
    // The attacker's page can ask for no Referer, and older browsers send no Origin: nothing
    // then tells our own form from another site's. Every browser sends one of the two from our
    // pages (their Referrer-Policy is same-origin), so only such forged posts are refused.
    const unsaid: Record<string, string>[] = [session, {}, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of unsaid) {
      const response = await postForm('/vendeur-dashboard/1/orders', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it('lets the shop’s own pages post (this API-only app then has no such page: 404)', async () => {
    const ownPages: Record<string, string>[] = [
      { origin: ownOrigin },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: ownOrigin, 'sec-fetch-site': 'same-origin' },
      // No Origin (older browsers): the Referer of one of our pages.
      { referer: `${ownOrigin}/vendeur-dashboard/1/orders?page=2` },
      { referer: 'http://localhost:80/contact', host: 'localhost:80' },
    ];
    for (const headers of ownPages) {
      const response = await postForm('/vendeur-dashboard/1/orders', { ...session, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('leaves reads and the bearer-token API alone', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/vendeur-dashboard/1/orders',
      headers: { origin: 'https://autre-site.example', ...session },
    });
    expect(read.statusCode).not.toBe(403);
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: 'https://autre-site.example' },
    });
    expect(api.statusCode).toBe(401);
    const bearer = await testApp.app.inject({
      method: 'PUT',
      url: '/api/articles/1/like',
      headers: { authorization: 'Bearer jeton', cookie: `${READER_COOKIE}=lecteur` },
      payload: { liked: true },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('holds the API writes of the blog’s anonymous reader, whose cookie is their identity, to the same', async () => {
    const reader = { cookie: `${READER_COOKIE}=lecteur` };
    // A form of another site can post `text/plain` to the report, which takes no body.
    const writes = [
      {
        method: 'PUT',
        url: '/api/articles/1/like',
        type: 'application/json',
        payload: '{"liked":true}',
      },
      { method: 'POST', url: '/api/commentaires/1/signalement', type: 'text/plain', payload: 'x' },
    ] as const;
    for (const { type, ...write } of writes) {
      for (const headers of [{}, { referer: 'https://autre-site.example/' }]) {
        const refused = await testApp.app.inject({
          ...write,
          headers: { ...reader, 'content-type': type, ...headers },
        });
        expect(refused.statusCode, `${write.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.json().error.message).toBe(CROSS_SITE_MESSAGE);
      }
      const own = await testApp.app.inject({
        ...write,
        headers: { ...reader, 'content-type': type, origin: ownOrigin },
      });
      // The empty shop has no article nor comment 1.
      expect(own.statusCode, write.url).toBe(404);
    }
  });
});
