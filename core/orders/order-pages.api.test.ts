import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_PAGE, type OrderListQuery } from '#common/order-lists.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import * as sellerOrdersScreen from '../../app/routes/dashboards/seller-orders.tsx';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../tests/support/orders.ts';
import { callPageRoute } from '../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';

// The dashboards' order lists, paged and filtered in SQL: a page never holds more than
// ORDERS_PER_PAGE orders, the counts are over every page, and an account sees only its own.

let testApp: TestApp;
const { call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

// Accounts of their own, without the demo's year of orders, so that every count is known.
let awa: CurrentAccount;
let mariam: CurrentAccount;
let kofi: CurrentAccount;
let fatou: CurrentAccount;
let placed: Order[];
let offer: OfferRow;
/** The session tokens of awa, mariam, kofi and fatou. */
let tokens: string[];

const ALL: OrderListQuery = { page: 1, status: null, search: '' };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const registered = await Promise.all([
    newAccount('VENDEUR', 'Awa Kpodar'),
    newAccount('VENDEUR', 'Mariam Ouédraogo'),
    newAccount('ACHETEUR', 'Kofi Agbeko'),
    newAccount('ACHETEUR', 'Fatou Ndiaye'),
  ]);
  tokens = registered.map((account) => account.token);
  const signedIn = await Promise.all(
    tokens.map((token) => testApp.services.accounts.authenticate(token)),
  );
  [awa, mariam, kofi, fatou] = signedIn as [
    CurrentAccount,
    CurrentAccount,
    CurrentAccount,
    CurrentAccount,
  ];
  offer = await newOffer(registered[0]!, 'Beurre de karité fouetté', 2500, 100);
  placed = [];
  for (let index = 0; index < ORDERS_PER_PAGE + 5; index++) {
    const response = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: tokens[index % 3 === 0 ? 3 : 2] },
    );
    placed.push(response.json<CheckoutResult>().orders[0]!);
  }
  for (const order of placed.slice(0, 3)) {
    await call('PATCH', `/api/commandes/${order.id}/statut`, tokens[0], { statut: 'En cours' });
  }
});
afterAll(async () => {
  await testApp?.close();
});

describe('a boutique’s orders, a page at a time', () => {
  it('gives the newest ORDERS_PER_PAGE first, and the rest on the next page', async () => {
    const first = await testApp.services.orders.pageForBoutique(awa, ALL);
    expect(first.total).toBe(placed.length);
    expect(first.pageCount).toBe(2);
    expect(first.orders).toHaveLength(ORDERS_PER_PAGE);
    expect(first.orders[0]!.id).toBe(placed.at(-1)!.id);

    const second = await testApp.services.orders.pageForBoutique(awa, { ...ALL, page: 2 });
    expect(second.orders.map((order) => order.id)).toEqual(
      placed
        .slice(0, 5)
        .map((order) => order.id)
        .reverse(),
    );
    // A page past the end shows the last one.
    const beyond = await testApp.services.orders.pageForBoutique(awa, { ...ALL, page: 9 });
    expect(beyond.query.page).toBe(2);
    expect(beyond.orders).toHaveLength(5);
  });

  it('filters by status and counts only what matches', async () => {
    const inProgress = await testApp.services.orders.pageForBoutique(awa, {
      ...ALL,
      status: 'En cours',
    });
    expect(inProgress.total).toBe(3);
    expect(inProgress.orders.every((order) => order.status === 'En cours')).toBe(true);
  });

  it('searches order numbers, clients and products, ignoring case and accents', async () => {
    const byNumber = await testApp.services.orders.pageForBoutique(awa, {
      ...ALL,
      search: placed[4]!.orderNumber.toLowerCase(),
    });
    expect(byNumber.orders.map((order) => order.id)).toEqual([placed[4]!.id]);

    const productWord = offer.name.split(' ').find((word) => word.length > 4)!;
    const byProduct = await testApp.services.orders.pageForBoutique(awa, {
      ...ALL,
      search: productWord
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toUpperCase(),
    });
    expect(byProduct.total).toBe(placed.length);

    // Wildcards are taken literally.
    const wildcard = await testApp.services.orders.pageForBoutique(awa, { ...ALL, search: '%' });
    expect(wildcard.total).toBe(0);
  });

  it('finds orders by the buyer’s phone as a seller types it', async () => {
    // Every order here goes to +228 90 11 22 33 (stored in E.164).
    for (const typed of ['90 11 22 33', '+228 90-11-22-33', '0022890112233', '112233']) {
      const found = await testApp.services.orders.pageForBoutique(awa, { ...ALL, search: typed });
      expect(found.total, typed).toBe(placed.length);
    }
    const other = await testApp.services.orders.pageForBoutique(awa, {
      ...ALL,
      search: '90 11 22 34',
    });
    expect(other.total).toBe(0);
  });

  it('never shows another boutique’s or another buyer’s orders', async () => {
    const other = await testApp.services.orders.pageForBoutique(mariam, ALL);
    expect(other.orders.some((order) => order.boutique.id === awa.boutiqueId)).toBe(false);
    expect(other.total).toBe(0);

    const kofiPage = await testApp.services.orders.pageForBuyer(kofi, ALL);
    const fatouPage = await testApp.services.orders.pageForBuyer(fatou, ALL);
    expect(kofiPage.total + fatouPage.total).toBe(placed.length);
    const kofiIds = new Set(kofiPage.orders.map((order) => order.id));
    expect(fatouPage.orders.some((order) => kofiIds.has(order.id))).toBe(false);
  });

  it('refuses the boutique list to an account without a boutique', async () => {
    await expect(testApp.services.orders.pageForBoutique(kofi, ALL)).rejects.toThrow(
      'Ce compte n’a pas de boutique.',
    );
  });

  it('gives the statistics’ detail the latest orders only, with the full counts', async () => {
    const stats = await testApp.services.sellerStats.forBoutique(awa, '30j');
    expect(stats.detailCounts.orderCount).toBe(placed.length);
    expect(stats.details.orderCount).toHaveLength(20);
    expect(stats.details.orderCount[0]!.id).toBe(placed.at(-1)!.id);
    // Cash orders still waiting move no money yet: the ledger's expected balance holds none.
    expect(stats.detailCounts.expectedBalance).toBe(0);
  });
});

// The orders screen's loader guards the seller's dashboard (moved from
// tests/e2e/server-dashboards.spec.ts, which fetched the page from the built server).
describe('the seller’s orders screen', () => {
  it('sends another seller’s or a buyer’s session to its own dashboard', async () => {
    const ordersPath = `/vendeur-dashboard/${awa.tenantId}/orders`;
    const asBuyer = await callPageRoute(testApp, sellerOrdersScreen.loader, ordersPath, tokens[2], {
      params: { id: String(awa.tenantId) },
    });
    expect(asBuyer).toBeInstanceOf(Response);
    expect((asBuyer as Response).status).toBe(302);
    expect((asBuyer as Response).headers.get('location')).toBe(
      `/acheteur-dashboard/${kofi.tenantId}`,
    );
  });
});
