import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '#common/orders.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Many buyers after the last units at the same moment, on the real PostgreSQL: the stock guard
// must let exactly as many checkouts through as there are units, and refuse the others whole.

let testApp: TestApp;
const { checkout, offers, setStock, stockOf } = orderHelpers(() => testApp);
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const [first] = await offers();
  if (!first) throw new Error('Aucune offre active dans les données de démonstration.');
  offer = first;
});
afterAll(async () => {
  await testApp?.close();
});

/** What the orders of this offer add up to in commande_lignes. */
async function soldLines(offerId: number): Promise<{ orders: number; units: number }> {
  const { rows } = await testApp.database.pool.query<{ orders: number; units: number }>(
    `select count(distinct commande_id)::int as orders, coalesce(sum(quantity), 0)::int as units
     from commande_lignes where boutique_produit_id = $1`,
    [offerId],
  );
  return rows[0]!;
}

/** Fires every checkout at once (each its own key and address, as distinct buyers). */
async function rush(count: number, lines: { id: number; quantity: number }[]) {
  const responses = await Promise.all(
    Array.from({ length: count }, () => checkout({ lines, ...COD_TOGO, guest: newGuest() })),
  );
  const statuses = responses.map((response) => response.statusCode);
  return {
    responses,
    created: responses.filter((response) => response.statusCode === 201),
    refused: responses.filter((response) => response.statusCode === 409),
    statuses,
  };
}

describe('concurrent checkouts of the last units', () => {
  it('50 buyers, 10 units: exactly 10 orders, stock 0, the others refused', async () => {
    await setStock(offer.id, 10);
    const before = await soldLines(offer.id);

    const { created, refused, statuses } = await rush(50, [{ id: offer.id, quantity: 1 }]);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.json().error.message).toBe(`Plus de stock pour « ${offer.name} ».`);
    }

    expect(await stockOf(offer.id)).toBe(0);
    const after = await soldLines(offer.id);
    expect(after.orders - before.orders).toBe(10);
    expect(after.units - before.units).toBe(10);
    const numbers = created.map(
      (response) => response.json<CheckoutResult>().orders[0]!.orderNumber,
    );
    expect(new Set(numbers).size).toBe(10);
  });

  it('two lines of the same product in each checkout are taken together', async () => {
    await setStock(offer.id, 10);
    const before = await soldLines(offer.id);

    const { created, refused, statuses } = await rush(20, [
      { id: offer.id, quantity: 1 },
      { id: offer.id, quantity: 1 },
    ]);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const response of created) {
      expect(response.json<CheckoutResult>().orders[0]!.lines).toEqual([
        expect.objectContaining({ boutiqueProduitId: offer.id, quantity: 2 }),
      ]);
    }

    expect(await stockOf(offer.id)).toBe(0);
    const after = await soldLines(offer.id);
    expect(after.orders - before.orders).toBe(5);
    expect(after.units - before.units).toBe(10);
  });

  it('never sells the last unit twice when stock is short by one', async () => {
    // Odd stock, pairs requested: the one unit left over cannot be sold as half a pair.
    await setStock(offer.id, 7);
    const { created, refused } = await rush(10, [{ id: offer.id, quantity: 2 }]);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json().error.message).toBe(
        `Stock insuffisant pour « ${offer.name} » : il en reste 1, vous en demandez 2.`,
      );
    }
    expect(await stockOf(offer.id)).toBe(1);
  });
});
