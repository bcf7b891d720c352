import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { SellerStats } from '#common/seller-stats.ts';
import {
  COD_TOGO,
  GUEST,
  orderHelpers,
  type OfferRow,
  statusChange,
} from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

// A boutique of its own, without the demo's year of orders, so that every figure is known.
let awa: string;
let mariam: string;
let kofi: string;
let fatou: string;
let awaOffers: OfferRow[];

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const [seller, otherSeller, buyer, otherBuyer] = await Promise.all([
    newAccount('VENDEUR', 'Awa Kpodar'),
    newAccount('VENDEUR', 'Mariam Ouédraogo'),
    newAccount('ACHETEUR', 'Kofi Agbeko'),
    newAccount('ACHETEUR', 'Fatou Ndiaye'),
  ]);
  [awa, mariam, kofi, fatou] = [seller.token, otherSeller.token, buyer.token, otherBuyer.token];
  awaOffers = [];
  for (const [index, price] of [2500, 4000, 1500, 3000].entries()) {
    awaOffers.push(await newOffer(seller, `Produit de test ${index + 1}`, price, 50));
  }

  // Orders in every state: delivered, in progress, waiting, cancelled; accounts and a guest.
  const place = async (token: string | undefined, lines: [number, number][]) => {
    const body = {
      lines: lines.map(([index, quantity]) => ({ id: awaOffers[index]!.id, quantity })),
      ...COD_TOGO,
      ...(token ? {} : { guest: GUEST }),
    };
    const response = await checkout(body, { token });
    return response.json<CheckoutResult>().orders[0]!;
  };
  const move = async (order: Order, ...steps: string[]) => {
    for (const statut of steps) {
      await call('PATCH', `/api/commandes/${order.id}/statut`, awa, statusChange(statut));
    }
  };
  await move(
    await place(kofi, [
      [0, 2],
      [1, 1],
    ]),
    'En cours',
    'Livré',
  );
  await move(await place(fatou, [[0, 1]]), 'En cours', 'Livré');
  await move(await place(undefined, [[2, 3]]), 'En cours');
  await place(kofi, [[1, 4]]);
  await move(await place(fatou, [[2, 1]]), 'Annulé');
  await call('PATCH', `/api/produits/${awaOffers[3]!.id}/stock`, awa, { stockDisponible: 2 });
});
afterAll(async () => {
  await testApp?.close();
});

const stats = (token: string, periode = '30j') =>
  call('GET', `/api/statistiques/boutique?periode=${periode}`, token);

describe('GET /api/statistiques/boutique', () => {
  it('matches sums computed independently from the boutique’s orders', async () => {
    const orders = (await call('GET', '/api/commandes/boutique', awa)).json<{ orders: Order[] }>()
      .orders;
    const result = (await stats(awa)).json<SellerStats>();

    const delivered = orders.filter((o) => o.status === 'Livré');
    const paid = delivered.filter((o) => o.paymentStatus === 'Réussi');
    const notCancelled = orders.filter((o) => o.status !== 'Annulé');
    const total = (list: Order[]) => list.reduce((sum, o) => sum + o.total, 0);
    // Paid in cash at delivery: the shop holds the money and owes the platform the commission
    // written on the lines at checkout (the ledger's expected balance, decision 055).
    const { rows } = await testApp.database.pool.query<{ commission: string }>(
      'select coalesce(sum(commission), 0) as commission from commande_lignes where commande_id = any($1)',
      [delivered.map((o) => o.id)],
    );
    const commissionOwed = Number(rows[0]!.commission);
    expect(commissionOwed).toBeGreaterThan(0);

    expect(result.cards).toEqual({
      totalSales: total(paid),
      orderCount: notCancelled.length,
      deliveredCount: delivered.length,
      expectedBalance: -commissionOwed,
    });
    expect(result.cards.orderCount).toBe(4);
    expect(result.cards.deliveredCount).toBe(2);
    expect(result.details.totalSales.map((o) => o.orderNumber).sort()).toEqual(
      paid.map((o) => o.orderNumber).sort(),
    );
    expect(result.details.expectedBalance.map((o) => o.orderNumber).sort()).toEqual(
      delivered.map((o) => o.orderNumber).sort(),
    );
    expect(result.details.expectedBalance.reduce((sum, o) => sum + o.total, 0)).toBe(
      -commissionOwed,
    );
    expect(result.detailCounts.expectedBalance).toBe(delivered.length);

    const sold = new Map<string, number>();
    for (const order of notCancelled) {
      for (const line of order.lines)
        sold.set(line.name, (sold.get(line.name) ?? 0) + line.quantity);
    }
    for (const product of result.popularProducts)
      expect(product.quantity).toBe(sold.get(product.name));
    expect(result.popularProducts[0]!.quantity).toBe(Math.max(...sold.values()));

    // Today’s bucket carries all delivered and paid sales (every order was delivered today).
    expect(result.sales).toHaveLength(30);
    expect(result.sales.at(-1)!.amount).toBe(total(paid));
    expect(result.sales.slice(0, -1).every((bucket) => bucket.amount === 0)).toBe(true);

    // Kofi, Fatou and the guest; Fatou's cancelled order does not make her a client twice.
    expect(result.totalClients).toBe(3);
    expect(result.recentClients.map((c) => c.name).sort()).toEqual(
      [...new Set(notCancelled.map((o) => o.client.name))].sort(),
    );

    expect(result.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'nouvelles-commandes',
          message: '1 commande attend votre traitement.',
        }),
        expect.objectContaining({
          kind: 'stock-bas',
          message: `Il ne reste que 2 « ${awaOffers[3]!.name} ».`,
        }),
        expect.objectContaining({ kind: 'commande-annulee' }),
      ]),
    );
  });

  it('groups sales by month over 12 months and by day over 7', async () => {
    expect((await stats(awa, '12m')).json<SellerStats>().sales).toHaveLength(12);
    expect((await stats(awa, '7j')).json<SellerStats>().sales).toHaveLength(7);
    expect((await stats(awa, 'toujours')).statusCode).toBe(400);
  });

  it('shows another seller only its own boutique, and nothing to buyers', async () => {
    const other = (await stats(mariam)).json<SellerStats>();
    expect(other.cards).toEqual({
      totalSales: 0,
      orderCount: 0,
      deliveredCount: 0,
      expectedBalance: 0,
    });
    expect(other.details.orderCount).toEqual([]);
    expect((await stats(kofi)).statusCode).toBe(403);
    expect((await call('GET', '/api/statistiques/boutique')).statusCode).toBe(401);
  });
});
