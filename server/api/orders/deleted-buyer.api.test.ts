import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '#common/account-security.ts';
import type { Order, OrderStatus } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import * as adminAccountPage from '../../../app/routes/dashboards/admin-account.tsx';
import * as adminBuyersPage from '../../../app/routes/dashboards/admin-buyers.tsx';
import * as adminHomePage from '../../../app/routes/dashboards/admin-home.tsx';
import * as adminOrdersPage from '../../../app/routes/dashboards/admin-orders.tsx';
import * as invoicePage from '../../../app/routes/facture.ts';
import * as sellerHomePage from '../../../app/routes/dashboards/seller-home.tsx';
import * as sellerOrdersPage from '../../../app/routes/dashboards/seller-orders.tsx';
import * as sellerSearchPage from '../../../app/routes/dashboards/seller-search.tsx';
import * as sellerStatisticsPage from '../../../app/routes/dashboards/seller-statistics.tsx';
import {
  COD_TOGO,
  orderHelpers,
  type OfferRow,
  statusChange,
} from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §1.9: a buyer who deletes her account leaves her orders behind, anonymised; every
// screen and endpoint that shows them keeps working for the shop and the team: the shop's list,
// an order, the back-office's list, the invoice, the dashboards' home, search and statistics.

let testApp: TestApp;
const { login, call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

let seller: RegistrationResponse;
let buyer: RegistrationResponse;
let admin: { token: string; id: number };
let offer: OfferRow;
const orders = new Map<OrderStatus, number>();
const BUYER_NAME = 'Afiwa Lawson';

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  seller = await newAccount('VENDEUR', 'Boutique Lawson');
  buyer = await newAccount('ACHETEUR', BUYER_NAME);
  offer = await newOffer(seller, 'Savon noir de Lomé', 1500, 50);
  const adminToken = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    "select id from accounts where email = 'admin@baobab.example'",
  );
  admin = { token: adminToken, id: rows[0]!.id };

  // One order in each status: waiting, in hand, delivered (cash collected: paid), cancelled.
  const moves: Record<OrderStatus, OrderStatus[]> = {
    'En attente': [],
    'En cours': ['En cours'],
    Livré: ['En cours', 'Livré'],
    Annulé: ['Annulé'],
  };
  for (const [status, steps] of Object.entries(moves) as [OrderStatus, OrderStatus[]][]) {
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: buyer.token },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ orders: { id: number }[] }>().orders[0]!.id;
    for (const statut of steps) {
      const moved = await call(
        'PATCH',
        `/api/commandes/${id}/statut`,
        seller.token,
        statusChange(statut),
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    orders.set(status, id);
  }

  const deleted = await call('POST', '/api/compte/suppression', buyer.token, {
    password: 'Mot-de-passe-2026',
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
});

const ids = () => [...orders.values()].sort((a, b) => a - b);
const finished = () => [orders.get('Livré')!, orders.get('Annulé')!];

describe('the orders of a buyer who deleted her account', () => {
  it('stay in the shop’s list, finished ones under the anonymous name', async () => {
    const response = await call('GET', '/api/commandes/boutique', seller.token);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<{ orders: Order[] }>().orders;
    expect(listed.map((order) => order.id).sort((a, b) => a - b)).toEqual(ids());
    for (const order of listed.filter((entry) => finished().includes(entry.id))) {
      expect(JSON.stringify(order)).not.toContain(BUYER_NAME);
      expect(JSON.stringify(order)).not.toContain(buyer.Email);
    }
  });

  it('open one by one for the shop and the team', async () => {
    for (const [status, id] of orders) {
      for (const token of [seller.token, admin.token]) {
        const response = await call('GET', `/api/commandes/${id}`, token);
        expect(response.statusCode, `${status} ${response.body}`).toBe(200);
        expect(response.json<Order>().status).toBe(status);
        if (finished().includes(id)) expect(response.body).not.toContain(BUYER_NAME);
      }
    }
  });

  it('stay in the back-office’s list', async () => {
    const response = await call(
      'GET',
      `/api/admin/commandes?boutique=${seller.boutiqueId}`,
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<{ orders: { id: number }[] }>().orders;
    expect(listed.map((order) => order.id).sort((a, b) => a - b)).toEqual(ids());
    // The account's own page in the back-office, with its orders, and the buyers' list.
    for (const url of [
      `/api/admin/comptes/${buyer.userId}`,
      `/api/admin/comptes/${buyer.userId}/commandes`,
      '/api/admin/acheteurs',
    ]) {
      const answer = await call('GET', url, admin.token);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
    }
  });

  it('keep their invoice, through the API and the page, without the buyer’s name', async () => {
    const delivered = orders.get('Livré')!;
    for (const token of [seller.token, admin.token]) {
      const response = await call('GET', `/api/commandes/${delivered}/facture`, token);
      expect(response.statusCode, response.body).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(DELETED_ACCOUNT_NAME);
      expect(text).not.toContain(BUYER_NAME);
      const page = await callPageRoute(
        testApp,
        invoicePage.loader,
        `/facture/${delivered}`,
        token,
        {
          params: { orderId: String(delivered) },
        },
      );
      expect((page as Response).status).toBe(200);
    }
  });

  it('keep the dashboards’ screens working', async () => {
    const shop = `/vendeur-dashboard/${seller.TenantId}`;
    const team = `/admin/${admin.id}`;
    const screens = [
      [sellerHomePage.loader, `${shop}`, seller.token],
      [sellerOrdersPage.loader, `${shop}/orders`, seller.token],
      [sellerOrdersPage.loader, `${shop}/orders?statut=Livré`, seller.token],
      [
        sellerSearchPage.loader,
        `${shop}/recherche?q=${encodeURIComponent('Compte')}`,
        seller.token,
      ],
      [sellerStatisticsPage.loader, `${shop}/statistics`, seller.token],
      [adminHomePage.loader, team, admin.token],
      [adminOrdersPage.loader, `${team}/commandes`, admin.token],
      [adminBuyersPage.loader, `${team}/acheteurs`, admin.token],
    ] as const;
    for (const [loader, path, token] of screens) {
      const answer = await callPageRoute(testApp, loader, path, token);
      expect(answer instanceof Response ? answer.status : 'données', path).toBe('données');
    }
    const accountPage = await callPageRoute(
      testApp,
      adminAccountPage.loader,
      `${team}/comptes/${buyer.userId}`,
      admin.token,
      { params: { id: String(admin.id), accountId: String(buyer.userId) } },
    );
    expect(accountPage instanceof Response ? accountPage.status : 'données').toBe('données');
    const statistics = await call('GET', '/api/statistiques/boutique', seller.token);
    expect(statistics.statusCode, statistics.body).toBe(200);
  });

  it('lose the buyer’s name and address once those still on their way are finished', async () => {
    const waiting = orders.get('En attente')!;
    const before = (await call('GET', `/api/commandes/${waiting}`, seller.token)).json<Order>();
    // The shop still needs them to deliver.
    expect(before.delivery.address).toBe(COD_TOGO.delivery.address);
    const delivered = await call(
      'PATCH',
      `/api/commandes/${orders.get('En cours')}/statut`,
      seller.token,
      {
        statut: 'Livré',
      },
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const cancelled = await call(
      'PATCH',
      `/api/commandes/${waiting}/statut`,
      seller.token,
      statusChange('Annulé'),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const id of ids()) {
      const order = (await call('GET', `/api/commandes/${id}`, seller.token)).json<Order>();
      expect(order.client.name, String(id)).toBe(DELETED_ACCOUNT_NAME);
      expect([order.client.phone, order.client.email, order.delivery.address]).toEqual([
        '',
        null,
        '',
      ]);
    }
  });
});
