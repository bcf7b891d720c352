import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { COD_TOGO, orderHelpers } from '../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';

// What the API answers one account, or anyone holding an order's secret link, is kept by no
// cache (Cache-Control: private, no-store), nor is an answer whose route chose no cache policy;
// the catalogue's answers, the same for everyone, keep theirs. The pages' side is
// tests/e2e/page-actions.spec.ts.

let testApp: TestApp;
const { login, checkout, offers, call } = orderHelpers(() => testApp);
const tokens: Record<'ADMIN' | 'VENDEUR' | 'ACHETEUR', string> = {
  ADMIN: '',
  VENDEUR: '',
  ACHETEUR: '',
};

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.ADMIN = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  tokens.VENDEUR = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  tokens.ACHETEUR = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
});
afterAll(async () => {
  await testApp?.close();
});

const cacheControl = (response: LightMyRequestResponse) => response.headers['cache-control'];

describe('the API’s personal answers', () => {
  it('are private, no-store on every route behind a sign-in, for an account it lets in', async () => {
    const reads = testApp.app.guardedRoutes.filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(40);
    for (const route of reads) {
      // A team's route lets the shop's seller in; a route without roles, any account.
      const role = route.team ? 'VENDEUR' : (route.roles[0] ?? 'ACHETEUR');
      const url = route.url.replace(/:\w+/g, '1');
      const response = await call('GET', url, tokens[role]);
      expect(response.statusCode, url).not.toBe(401);
      expect(cacheControl(response), `${url} (${response.statusCode})`).toBe(PRIVATE_NO_STORE);
    }
  });

  it('are private, no-store for the answers found cached: the account, its orders, its payments, an order', async () => {
    const [offer] = await offers();
    const placed = await checkout(
      { lines: [{ id: offer!.id, quantity: 1 }], ...COD_TOGO },
      { token: tokens.ACHETEUR },
    );
    expect(placed.statusCode).toBe(201);
    const { orders, trackingUrl } = placed.json<{
      orders: { id: number }[];
      trackingUrl: string;
    }>();
    const personal = [
      '/api/compte/profil',
      '/api/compte/adresses',
      '/api/compte/securite',
      '/api/commandes/mes-commandes',
      '/api/paiements/historique',
      `/api/commandes/${orders[0]!.id}`,
    ];
    for (const url of personal) {
      const response = await call('GET', url, tokens.ACHETEUR);
      expect(response.statusCode, url).toBe(200);
      expect(cacheControl(response), url).toBe(PRIVATE_NO_STORE);
    }
    // The order reached by its secret link, with no account at all.
    const token = trackingUrl.split('/').pop();
    const tracked = await call('GET', `/api/commandes/suivi/${token}`);
    expect(tracked.statusCode).toBe(200);
    expect(cacheControl(tracked)).toBe(PRIVATE_NO_STORE);
  });

  it('are private, no-store from an open route that answered an account (its own state)', async () => {
    const [article] = (await call('GET', '/api/articles')).json<{ id: number }[]>();
    const reactions = await call('GET', `/api/articles/${article!.id}/reactions`, tokens.ACHETEUR);
    expect(reactions.statusCode).toBe(200);
    expect(cacheControl(reactions)).toBe(PRIVATE_NO_STORE);
    // A token sent to a route that does not read it changes nothing: the catalogue is shared.
    const catalogue = await call('GET', '/api/produits/listeproduits', tokens.ACHETEUR);
    expect(cacheControl(catalogue)).toBe('no-cache');
  });
});

describe('the API’s shared answers', () => {
  it('keep the cache policy their route chose', async () => {
    const catalogue = await call('GET', '/api/produits/listeproduits');
    expect(cacheControl(catalogue)).toBe('no-cache');
    expect(catalogue.headers.etag).toBeDefined();
    const rates = await call('GET', '/api/taux-de-change');
    expect(rates.statusCode).toBe(200);
    expect(cacheControl(rates)).toBe('public, max-age=60');
  });

  it('say private, no-store where the route chose nothing, errors included', async () => {
    for (const url of ['/api/categories/listefamilles', '/api/produits/0', '/api/inconnue']) {
      const response = await call('GET', url);
      expect(cacheControl(response), `${url} (${response.statusCode})`).toBe(PRIVATE_NO_STORE);
    }
  });
});
