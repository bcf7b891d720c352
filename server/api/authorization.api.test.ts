import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '#common/accounts.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { nextIp } from '../../tests/support/client-ip.ts';

// Every route behind a role guard (server/plugins/auth.ts lists them as they are registered),
// present and future: an anonymous caller gets 401, an account of a role the route does not
// allow gets 403, whatever it sends, and nothing is read or changed for them.

let testApp: TestApp;
const tokens = {} as Record<AccountType, string>;
const DEMO_EMAILS: Record<AccountType, string> = {
  ACHETEUR: 'kofi@baobab.example',
  VENDEUR: 'awa@baobab.example',
  ADMIN: 'admin@baobab.example',
};

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  for (const role of Object.keys(DEMO_EMAILS) as AccountType[]) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: DEMO_EMAILS[role], password: DEMO_PASSWORDS[role] },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(response.statusCode).toBe(200);
    tokens[role] = response.json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await testApp?.close();
});

/** The route's address with every parameter filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

function call(method: string, url: string, token?: string) {
  return testApp.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': nextIp(),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('every guarded route', () => {
  it('is listed, admin routes included', () => {
    const routes = testApp.app.guardedRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toContain('GET /api/users/listevendeurs');
    expect(testApp.app.guardedRoutes.filter((route) => route.roles.includes('ADMIN'))).not.toEqual(
      [],
    );
  });

  it('answers 401 to an anonymous caller, and to a token that is not one', async () => {
    for (const route of testApp.app.guardedRoutes) {
      for (const token of [undefined, 'pas-un-jeton']) {
        const response = await call(route.method, route.url, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('answers 403 to an account of a role the route does not allow', async () => {
    const refused = testApp.app.guardedRoutes.flatMap((route) =>
      (['ACHETEUR', 'VENDEUR', 'ADMIN'] as const)
        // A team route refuses accounts without a seat (the demo buyer, the admin unless let in);
        // the demo seller owns its boutique.
        .filter((role) =>
          route.team
            ? role !== 'VENDEUR' && !route.roles.includes(role)
            : route.roles.length > 0 && !route.roles.includes(role),
        )
        .map((role) => ({ route, role })),
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const { route, role } of refused) {
      const response = await call(route.method, route.url, tokens[role]);
      expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
    }
  });
});
