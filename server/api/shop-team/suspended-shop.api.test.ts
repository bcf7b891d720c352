import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editableSettings, type StoreSettings } from '#common/store-settings.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { DEMO_TEAM_PASSWORD } from '../../../demo/demo-team.ts';
import * as ordersPage from '../../../app/routes/dashboards/seller-orders.tsx';
import * as paymentPage from '../../../app/routes/dashboards/seller-settings-payment.tsx';
import * as productsPage from '../../../app/routes/dashboards/seller-products.tsx';
import * as storePage from '../../../app/routes/dashboards/seller-settings-store.tsx';
import * as teamPage from '../../../app/routes/dashboards/seller-settings-user-roles.tsx';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import {
  teamApiCall,
  teamApiLogin,
  teamView,
  type ApiMethod,
} from '../../../tests/support/team-api.ts';
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
} from '../../../tests/support/test-app.ts';

// Issue 45 §1.4: suspending a seller stops every member of its boutique's team at once, on
// every instance, through the API and the dashboards' loaders and actions alike, and takes its
// products off the storefront; reactivating gives the team its access back.

let first: TestApp;
let second: TestApp;
let admin: string;
let awa: { token: string; userId: number; tenantId: number; boutiqueId: number };
let sena: string;
let categorieId: number;
let offerId: number;
let storeSettings: ReturnType<typeof editableSettings>;

const call = teamApiCall;
const login = (email: string, password: string) => teamApiLogin(first, email, password);

let invited = 0;
const newInvitation = () => ({
  fullName: 'Nouvel Admin',
  email: `nouvel.admin.${++invited}@exemple.tg`,
  role: 'Admin',
});
const PAYOUT = { method: 'Mobile Money', operator: 'Moov', holder: '', account: '90 12 45 21' };
const paymentSettings = () => ({
  onlinePayments: true,
  acceptedMethods: ['Mobile Money', 'Paiement à la livraison'],
  mobileMoneyOperators: ['MTN', 'Moov'],
  minOrderAmount: 3000,
  payout: PAYOUT,
});
const newProduct = () => ({
  categorieId,
  tenantId: awa.tenantId,
  product: { name: 'Savon noir au karité', description: 'Fait main, sans parfum.' },
  producteur: { nom: 'Coopérative Nafa', email: '' },
  images: [],
  boutiqueProduct: { price: 1500, stockDisponible: 5, boutiqueId: awa.boutiqueId },
});

/** The shop's work an Admin of its team does through the API: each answer's status. */
async function apiWork(instance: TestApp, token: string) {
  const send = (method: ApiMethod, url: string, body?: unknown) =>
    call(instance, method, url, token, body).then((response) => response.statusCode);
  return {
    payout: await send(
      'PUT',
      `/api/vendeur/parametres/paiement/${awa.boutiqueId}`,
      paymentSettings(),
    ),
    product: await send('POST', '/api/produits/ajouter-nouveau-produit', newProduct()),
    store: await send('PUT', '/api/vendeur/parametres/boutique', storeSettings),
    invite: await send('POST', '/api/vendeur/parametres/equipe', newInvitation()),
    orders: await send('GET', '/api/commandes/boutique'),
  };
}

const dashboard = (screen: string) => `/vendeur-dashboard/${awa.tenantId}/${screen}`;

/** The same through the dashboard's pages: what each loader and action answers. */
async function pageWork(instance: TestApp, token: string) {
  const page = (route: (args: never) => unknown, screen: string, form?: Record<string, string>) =>
    callPageRoute(instance, route, dashboard(screen), token, {
      form,
      params: { id: String(awa.tenantId) },
    });
  return {
    orders: await page(ordersPage.loader, 'orders'),
    products: await page(productsPage.loader, 'products'),
    payoutRead: await page(paymentPage.loader, 'settings/payment-settings'),
    payout: await page(
      paymentPage.action,
      'settings/payment-settings',
      operationForm('paiement', {
        params: { boutiqueId: awa.boutiqueId },
        input: paymentSettings(),
      }),
    ),
    product: await page(
      productsPage.action,
      'products',
      operationForm('ajouter', { input: newProduct() }),
    ),
    store: await page(
      storePage.action,
      'settings/store-settings',
      operationForm('boutique', { input: storeSettings }),
    ),
    teamRead: await page(teamPage.loader, 'settings/user-roles'),
    invite: await page(
      teamPage.action,
      'settings/user-roles',
      operationForm('inviter', { input: newInvitation() }),
    ),
  };
}

/** A page's answer: a redirect's target, an action's outcome, or 'données' for a loader's data. */
function outcome(answer: unknown): string {
  if (answer instanceof Response) return `${answer.status} ${answer.headers.get('location')}`;
  const value = ((answer as { data?: unknown }).data ?? answer) as {
    ok?: boolean;
    message?: string;
  };
  if ('ok' in value) return value.ok ? 'ok' : `refusé : ${value.message}`;
  return 'données';
}

async function counts() {
  const { rows } = await first.database.pool.query<{
    products: number;
    members: number;
    payout: string | null;
  }>(
    `select (select count(*)::int from boutique_produits where boutique_id = $1) as products,
            (select count(*)::int from boutique_members where boutique_id = $1) as members,
            (select payout_account_encrypted from boutiques where id = $1) as payout`,
    [awa.boutiqueId],
  );
  return rows[0]!;
}

beforeAll(async () => {
  first = await createTestApp({ template: 'demo' });
  second = await createSecondInstance(first);
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  const awaToken = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  const me = await first.database.pool.query<{ id: number; tenant: number; boutique: number }>(
    `select a.id, a.tenant_id as tenant, b.id as boutique
       from accounts a join boutiques b on b.tenant_id = a.tenant_id where a.email = $1`,
    ['awa@baobab.example'],
  );
  const { id: userId, tenant: tenantId, boutique: boutiqueId } = me.rows[0]!;
  awa = { token: awaToken, userId, tenantId, boutiqueId };
  // Sena, a Vendeur of Awa's team in the demo, made one of its Admins.
  const view = await teamView(first, awaToken);
  const seat = view.members.find((member) => member.email === 'sena@baobab.example');
  const promoted = await call(
    first,
    'PUT',
    `/api/vendeur/parametres/equipe/${seat!.id}`,
    awaToken,
    {
      role: 'Admin',
    },
  );
  expect(promoted.statusCode, promoted.body).toBe(200);
  sena = await login('sena@baobab.example', DEMO_TEAM_PASSWORD);
  const { rows } = await first.database.pool.query<{ id: number }>(
    "select id from categories where nom = 'Beurres et huiles'",
  );
  categorieId = rows[0]!.id;
  storeSettings = editableSettings(
    (await call(first, 'GET', '/api/vendeur/parametres/boutique', sena)).json<{
      settings: StoreSettings;
    }>().settings,
  );
  const offers = await first.database.pool.query<{ id: number }>(
    'select id from boutique_produits where boutique_id = $1 and active order by id limit 1',
    [awa.boutiqueId],
  );
  offerId = offers.rows[0]!.id;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('a suspended seller’s team', { timeout: 120_000 }, () => {
  it('runs the shop while the seller is active, through the API and the pages', async () => {
    for (const instance of [first, second]) {
      expect(await apiWork(instance, sena)).toEqual({
        payout: 200,
        product: 201,
        store: 200,
        invite: 201,
        orders: 200,
      });
    }
    const pages = await pageWork(second, sena);
    expect(
      Object.fromEntries(Object.entries(pages).map(([key, value]) => [key, outcome(value)])),
    ).toEqual({
      orders: 'données',
      products: 'données',
      payoutRead: 'données',
      payout: 'ok',
      product: 'ok',
      store: 'ok',
      teamRead: 'données',
      invite: 'ok',
    });
  });

  it('loses every access to the boutique at once, on every instance, and it leaves the storefront', async () => {
    const suspended = await call(
      first,
      'POST',
      `/api/admin/comptes/${awa.userId}/suspendre`,
      admin,
      {
        raison: 'Produits non conformes',
      },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const before = await counts();

    for (const instance of [first, second]) {
      expect(await apiWork(instance, sena)).toEqual({
        payout: 403,
        product: 403,
        store: 403,
        invite: 403,
        orders: 403,
      });
      const pages = await pageWork(instance, sena);
      for (const [screen, answer] of Object.entries(pages)) {
        // The dashboards' guard sends the member back to their own space, before any service.
        expect(outcome(answer), screen).toMatch(/^302 \/acheteur-dashboard\//);
      }
      // Still a buyer: the member's own space and purchases stay.
      expect((await call(instance, 'GET', '/api/commandes/mes-commandes', sena)).statusCode).toBe(
        200,
      );
      const check = (await call(instance, 'GET', '/api/users/check-auth', sena)).json<{
        boutiqueId: number | null;
      }>();
      expect(check.boutiqueId ?? null).toBeNull();
    }
    expect(await counts()).toEqual(before);

    for (const instance of [first, second]) {
      expect((await call(instance, 'GET', `/api/produits/${offerId}`)).statusCode).toBe(404);
      expect((await call(instance, 'GET', `/api/boutiques/${awa.boutiqueId}`)).statusCode).toBe(
        404,
      );
    }
  });

  it('gets its access back when the seller is reactivated', async () => {
    const reactivated = await call(
      second,
      'POST',
      `/api/admin/comptes/${awa.userId}/reactiver`,
      admin,
      { raison: 'Produits corrigés' },
    );
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    for (const instance of [first, second]) {
      expect((await call(instance, 'GET', '/api/commandes/boutique', sena)).statusCode).toBe(200);
      expect(
        outcome(await callPageRoute(instance, ordersPage.loader, dashboard('orders'), sena)),
      ).toBe('données');
    }
  });
});

describe('a member who deletes her own account', { timeout: 60_000 }, () => {
  it('leaves the boutique, its payout account and its products as they were', async () => {
    const yawa = await login('yawa@baobab.example', DEMO_TEAM_PASSWORD);
    const before = await counts();
    const deleted = await call(first, 'POST', '/api/compte/suppression', yawa, {
      password: DEMO_TEAM_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await first.database.pool.query<{ active: boolean; paused: boolean }>(
      'select active, paused_at is not null as paused from boutiques where id = $1',
      [awa.boutiqueId],
    );
    expect(rows[0]).toEqual({ active: true, paused: false });
    expect(await counts()).toEqual({ ...before, members: before.members - 1 });
    expect((await call(second, 'GET', `/api/produits/${offerId}`)).statusCode).toBe(200);
    expect((await call(second, 'GET', '/api/commandes/boutique', sena)).statusCode).toBe(200);
  });
});
