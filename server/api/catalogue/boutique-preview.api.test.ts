import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationResponse } from '#common/session.ts';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import * as boutiquePage from '../../../app/routes/boutique.tsx';
import { orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §4.7: the team opens the public page of a boutique buyers do not see (awaiting
// approval, refused, suspended) to judge it, as a preview that no cache or search engine keeps,
// with the products its seller put on sale; everybody else still gets the 404.

let testApp: TestApp;
const helpers = orderHelpers(() => testApp);
let admin: string;
let buyer: string;
let seller: RegistrationResponse;
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo', env: { SELLER_APPROVAL: 'manual' } });
  [admin, buyer] = await Promise.all([
    helpers.login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    helpers.login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
  seller = await helpers.newAccount('VENDEUR', 'Esi à valider');
  offer = await helpers.newOffer(seller, 'Beurre de karité à valider', 3000, 5);
});
afterAll(async () => {
  await testApp?.close();
});

interface PageAnswer {
  data: Awaited<ReturnType<typeof boutiquePage.loader>>['data'];
  init: ResponseInit | null;
}

/** The page's loader for `token`'s session: its data and headers, or the status it threw. */
async function openPage(token: string | undefined): Promise<PageAnswer | number> {
  const id = String(seller.boutiqueId);
  try {
    return (await callPageRoute(testApp, boutiquePage.loader, `/boutique/${id}`, token, {
      params: { id },
    })) as PageAnswer;
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit }).init?.status;
    if (status === undefined) throw thrown;
    return status;
  }
}

async function preview(token: string) {
  const answer = await openPage(token);
  if (typeof answer === 'number') throw new Error(`page ${answer}`);
  return answer;
}

const robots = (answer: PageAnswer) =>
  (boutiquePage.meta({ loaderData: answer.data } as never) as { name?: string; content?: string }[])
    .filter((tag) => tag.name === 'robots')
    .map((tag) => tag.content);

const review = (decision: 'approuver' | 'refuser', body?: unknown) =>
  helpers.call('POST', `/api/admin/boutiques/${seller.boutiqueId}/${decision}`, admin, body);

describe('the page of a boutique buyers do not see', () => {
  it('is a 404 for visitors, buyers and its own seller, as before', async () => {
    expect(await openPage(undefined)).toBe(404);
    expect(await openPage(buyer)).toBe(404);
    expect(await openPage(seller.token)).toBe(404);
  });

  it('is a preview for the team: its state said, its products shown, kept by nobody', async () => {
    const answer = await preview(admin);
    expect(answer.data.preview).toBe('en attente de validation');
    expect(answer.data.boutique.id).toBe(seller.boutiqueId);
    expect(answer.data.products.map((entry) => entry.id)).toEqual([offer.id]);
    expect(new Headers(answer.init?.headers).get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(
      new Headers(
        boutiquePage.headers({ loaderHeaders: new Headers(answer.init?.headers) } as never),
      ).get('cache-control'),
    ).toBe(PRIVATE_NO_STORE);
    expect(robots(answer)).toEqual(['noindex']);
    // The storefront still does not list them.
    const listed = await helpers.call('GET', `/api/produits/listeproduits?ids=${offer.id}`);
    expect(listed.json()).toEqual([]);
  });

  it('names the state once refused, and once its seller is suspended too', async () => {
    expect((await review('refuser', { raison: 'Documents manquants' })).statusCode).toBe(200);
    expect((await preview(admin)).data.preview).toBe('refusée');
    const suspended = await helpers.call(
      'POST',
      `/api/admin/comptes/${seller.userId}/suspendre`,
      admin,
      { raison: 'Vérification' },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await preview(admin)).data.preview).toBe('refusée et suspendue');
    expect(await openPage(buyer)).toBe(404);
    expect(await openPage(undefined)).toBe(404);
  });

  it('is the public page again, for everyone alike, once the boutique is open', async () => {
    const reactivated = await helpers.call(
      'POST',
      `/api/admin/comptes/${seller.userId}/reactiver`,
      admin,
      {},
    );
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await review('approuver', {})).statusCode).toBe(200);
    for (const token of [undefined, admin]) {
      const answer = await openPage(token);
      if (typeof answer === 'number') throw new Error(`page ${answer}`);
      expect(answer.data.preview).toBeNull();
      expect(new Headers(answer.init?.headers).get('cache-control')).toBeNull();
      expect(robots(answer)).toEqual([]);
    }
  });

  it('is refused by the service to anyone but the team', async () => {
    const account = await testApp.services.accounts.authenticate(buyer);
    await expect(
      testApp.services.catalogue.previewBoutique(account, seller.boutiqueId!),
    ).rejects.toThrow('Accès refusé.');
  });
});
