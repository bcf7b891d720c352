import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliveryFeeChangedMessage,
  estimatedDelivery,
  type DeliveryQuoteAnswer,
} from '#common/delivery-quote.ts';
import { formatFcfa } from '#common/money.ts';
import { PRICE_CHANGED_CODE, type CheckoutResult } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import {
  replaceDeliveryZones,
  type DeliveryZoneSetting,
} from '#modules/delivery/delivery-zones.repository.ts';
import { newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The cart's delivery quote and the fees the checkout charges (issue 15), on the demo data with
// the zones each test sets. Awa's « Karité de Kara » is in Togo: a buyer in Togo is National.

let testApp: TestApp;
const { login, call, checkout, offers, setStock, count } = orderHelpers(() => testApp);

let awaBoutique: number;
let mariamBoutique: number;
let mariamShop: string;
let awaOffers: OfferRow[];
let mariamOffers: OfferRow[];

const zone = (
  setting: Pick<DeliveryZoneSetting, 'zone' | 'fee' | 'carrier' | 'deliveryDays'> &
    Partial<DeliveryZoneSetting>,
): DeliveryZoneSetting => ({ tracking: false, expressFee: null, expressDays: null, ...setting });

/** Awa's zones: no International, so Canada is not served. */
const AWA_ZONES = [
  zone({ zone: 'National', fee: 1000, carrier: 'Livraison par la boutique', deliveryDays: 2 }),
  zone({
    zone: 'Afrique',
    fee: 1500,
    carrier: 'DHL',
    deliveryDays: 5,
    tracking: true,
    expressFee: 4000,
    expressDays: 2,
  }),
  zone({ zone: 'Europe', fee: 6000, carrier: 'La Poste', deliveryDays: 10 }),
];

async function setZones(boutiqueId: number, zones: DeliveryZoneSetting[]) {
  await testApp.database.db.transaction((tx) => replaceDeliveryZones(tx, boutiqueId, zones));
}

async function setShop(boutiqueId: number, sql: string, values: unknown[] = []) {
  await testApp.database.pool.query(`update boutiques set ${sql} where id = $1`, [
    boutiqueId,
    ...values,
  ]);
}

async function quote(body: unknown) {
  return call('POST', '/api/livraison/devis', undefined, body);
}

async function quoted(body: unknown): Promise<DeliveryQuoteAnswer> {
  const response = await quote(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeliveryQuoteAnswer>();
}

const delivery = (country: string, city: string, phone: string) => ({
  country,
  city,
  address: '12 rue des Manguiers',
  phone,
});
const LOME = delivery('Togo', 'Lomé', '+228 90 11 22 33');
const DAKAR = delivery('Sénégal', 'Dakar', '+221 77 123 45 67');
const PARIS = delivery('France', 'Paris', '+33 6 12 34 56 78');
const COD = { method: 'Paiement à la livraison' };
const CARD = { method: 'Carte Bancaire', account: '4242' };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const [awa, mariam] = await Promise.all([
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR),
  ]);
  const boutiqueOf = async (token: string) =>
    (await call('GET', '/api/users/check-auth', token)).json<{ boutiqueId: number }>().boutiqueId;
  [awaBoutique, mariamBoutique] = await Promise.all([boutiqueOf(awa), boutiqueOf(mariam)]);
  const all = await offers();
  awaOffers = all.filter((offer) => offer.boutiqueId === awaBoutique);
  mariamOffers = all.filter((offer) => offer.boutiqueId === mariamBoutique);
  const { rows } = await testApp.database.pool.query<{ name: string }>(
    'select name from boutiques where id = $1',
    [mariamBoutique],
  );
  mariamShop = rows[0]!.name;
});
afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await setZones(awaBoutique, AWA_ZONES);
  await setZones(mariamBoutique, [
    zone({ zone: 'National', fee: 800, carrier: 'Point de retrait', deliveryDays: 3 }),
    zone({ zone: 'International', fee: 9000, carrier: 'DHL', deliveryDays: 12 }),
  ]);
  for (const id of [awaBoutique, mariamBoutique]) {
    await setShop(
      id,
      `free_delivery_from = null, min_order_amount = 0, online_payments = true,
       accepted_methods = '{Carte Bancaire,Paypal,Mobile Money,Interac,Paiement à la livraison}',
       mobile_money_operators = '{MTN,Orange,Moov,Wave}'`,
    );
  }
  for (const offer of [...awaOffers.slice(0, 2), ...mariamOffers.slice(0, 1)]) {
    await setStock(offer.id, 20);
  }
});

describe('POST /api/livraison/devis', () => {
  it('quotes the zone of the buyer’s country: National at home, then Afrique, Europe', async () => {
    const [a1] = awaOffers;
    const lines = [{ id: a1!.id, quantity: 2 }];
    const today = new Date();

    const home = await quoted({ country: 'Togo', lines });
    expect(home.shops).toEqual([
      expect.objectContaining({
        boutiqueId: awaBoutique,
        name: 'Karité de Kara',
        served: true,
        zone: 'National',
        carrier: 'Livraison par la boutique',
        fee: 1000,
        days: 2,
        express: false,
        expressOption: null,
        estimatedDelivery: estimatedDelivery(today, 2),
        subtotal: 2 * a1!.price,
        freeDelivery: false,
        freeDeliveryFrom: null,
        belowMinimum: null,
      }),
    ]);
    expect(home.shops[0]!.estimatedDelivery).toMatch(/^vers le \d{1,2} \S+$/);

    const senegal = await quoted({ country: 'Sénégal', lines });
    expect(senegal.shops[0]).toMatchObject({
      zone: 'Afrique',
      carrier: 'DHL',
      fee: 1500,
      days: 5,
      expressOption: { fee: 4000, days: 2 },
    });

    const france = await quoted({ country: 'France', lines });
    expect(france.shops[0]).toMatchObject({ zone: 'Europe', fee: 6000, carrier: 'La Poste' });
    expect(france.payment.methods).toEqual(['Carte Bancaire', 'Paypal']);

    // Without a National zone, a buyer at home falls in the shop's region.
    await setZones(awaBoutique, AWA_ZONES.slice(1));
    expect((await quoted({ country: 'Togo', lines })).shops[0]).toMatchObject({
      zone: 'Afrique',
      fee: 1500,
    });
  });

  it('names a shop that does not deliver to the country; it rules out no payment method', async () => {
    await setShop(mariamBoutique, `accepted_methods = '{Paiement à la livraison}'`);
    const answer = await quoted({
      country: 'Canada',
      lines: [
        { id: awaOffers[0]!.id, quantity: 1 },
        { id: mariamOffers[0]!.id, quantity: 1 },
      ],
    });
    const awa = answer.shops.find((shop) => shop.boutiqueId === awaBoutique)!;
    expect(awa).toMatchObject({ served: false, fee: null, zone: null, estimatedDelivery: null });
    expect(answer.shops.find((shop) => shop.boutiqueId === mariamBoutique)).toMatchObject({
      served: true,
      zone: 'International',
      fee: 9000,
    });
    // Mariam takes cash only, which Canada does not offer: nothing can pay her part.
    expect(answer.payment.methods).toEqual([]);
    expect(answer.payment.refused).toEqual([
      { method: 'Interac', boutiques: [mariamShop] },
      { method: 'Carte Bancaire', boutiques: [mariamShop] },
    ]);
  });

  it('leaves out a paused shop: its products cannot be ordered, nor its terms rule anything out', async () => {
    await setShop(
      mariamBoutique,
      `paused_at = now(), accepted_methods = '{Paiement à la livraison}'`,
    );
    try {
      const answer = await quoted({
        country: 'Togo',
        lines: [
          { id: awaOffers[0]!.id, quantity: 1 },
          { id: mariamOffers[0]!.id, quantity: 1 },
        ],
      });
      expect(answer.shops.map((shop) => shop.boutiqueId)).toEqual([awaBoutique]);
      expect(answer.payment.refused).toEqual([]);
    } finally {
      await setShop(mariamBoutique, 'paused_at = null');
    }
  });

  it('charges express when asked and offered, and waives standard fees above the threshold', async () => {
    const [a1] = awaOffers;
    const lines = [{ id: a1!.id, quantity: 1 }];
    const express = await quoted({ country: 'Sénégal', lines, express: [awaBoutique] });
    expect(express.shops[0]).toMatchObject({ express: true, fee: 4000, days: 2 });
    // Europe has no express: the standard delivery stays.
    const europe = await quoted({ country: 'France', lines, express: [awaBoutique] });
    expect(europe.shops[0]).toMatchObject({ express: false, fee: 6000, days: 10 });

    await setShop(awaBoutique, 'free_delivery_from = $2', [a1!.price]);
    const free = await quoted({ country: 'Sénégal', lines });
    expect(free.shops[0]).toMatchObject({
      fee: 0,
      freeDelivery: true,
      freeDeliveryFrom: a1!.price,
    });
    // Express is never free.
    expect(
      (await quoted({ country: 'Sénégal', lines, express: [awaBoutique] })).shops[0],
    ).toMatchObject({ fee: 4000, freeDelivery: false });
  });

  it('tells of a minimum order and of the methods a shop refuses, naming the shop', async () => {
    await setShop(awaBoutique, `min_order_amount = 1000000, accepted_methods = '{Carte Bancaire}'`);
    const answer = await quoted({
      country: 'Togo',
      lines: [
        { id: awaOffers[0]!.id, quantity: 1 },
        { id: mariamOffers[0]!.id, quantity: 1 },
      ],
    });
    const awa = answer.shops.find((shop) => shop.boutiqueId === awaBoutique)!;
    expect(awa.belowMinimum).toBe(
      `La boutique « Karité de Kara » demande au moins ${formatFcfa(1_000_000)} d’achats par commande : ajoutez encore ${formatFcfa(1_000_000 - awa.subtotal)} de ses produits.`,
    );
    expect(answer.payment.methods).toEqual(['Carte Bancaire']);
    expect(answer.payment.refused).toEqual([
      { method: 'Mobile Money', boutiques: ['Karité de Kara'] },
      { method: 'Paiement à la livraison', boutiques: ['Karité de Kara'] },
    ]);
  });

  it('refuses an unknown country with the field’s message, and is never cached', async () => {
    const refused = await quote({ country: 'Atlantide', lines: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ field: 'country', message: 'Choisissez un pays de la liste.' }),
    ]);
    const empty = await quote({ country: 'Togo', lines: [] });
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toMatchObject({ shops: [] });
  });
});

describe('POST /api/commandes: delivery fees', () => {
  const snapshot = async (orderId: number) =>
    (
      await testApp.database.pool.query(
        `select delivery_zone as zone, carrier, express, delivery_days as days, delivery_fee as fee
         from commandes where id = $1`,
        [orderId],
      )
    ).rows[0];

  it('charges the fee shown per shop, adds it to the totals and snapshots the delivery', async () => {
    const [a1] = awaOffers;
    const [m1] = mariamOffers;
    const response = await checkout({
      lines: [
        { id: a1!.id, quantity: 2 },
        { id: m1!.id, quantity: 1 },
      ],
      delivery: PARIS,
      payment: CARD,
      guest: newGuest(),
      shipping: [
        { boutiqueId: awaBoutique, express: false, fee: 6000 },
        { boutiqueId: mariamBoutique, express: false, fee: 9000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<CheckoutResult>();
    const awa = result.orders.find((order) => order.boutique.id === awaBoutique)!;
    const mariam = result.orders.find((order) => order.boutique.id === mariamBoutique)!;
    expect(awa).toMatchObject({ subtotal: 2 * a1!.price, deliveryFee: 6000 });
    expect(awa.total).toBe(2 * a1!.price + 6000);
    expect(mariam).toMatchObject({ deliveryFee: 9000, total: m1!.price + 9000 });
    expect(result.total).toBe(2 * a1!.price + m1!.price + 15000);
    expect(await snapshot(awa.id)).toEqual({
      zone: 'Europe',
      carrier: 'La Poste',
      express: false,
      days: 10,
      fee: 6000,
    });
    expect(await snapshot(mariam.id)).toMatchObject({ zone: 'International', carrier: 'DHL' });
  });

  it('honours express when the zone offers it, and the free-delivery threshold', async () => {
    const [a1] = awaOffers;
    const lines = [{ id: a1!.id, quantity: 1 }];
    const express = await checkout({
      lines,
      delivery: DAKAR,
      payment: COD,
      guest: newGuest(),
      shipping: [{ boutiqueId: awaBoutique, express: true, fee: 4000 }],
    });
    expect(express.statusCode, express.body).toBe(201);
    const order = express.json<CheckoutResult>().orders[0]!;
    expect(order).toMatchObject({ deliveryFee: 4000, total: a1!.price + 4000 });
    expect(await snapshot(order.id)).toEqual({
      zone: 'Afrique',
      carrier: 'DHL',
      express: true,
      days: 2,
      fee: 4000,
    });

    await setShop(awaBoutique, 'free_delivery_from = $2', [a1!.price]);
    const free = await checkout({
      lines,
      delivery: DAKAR,
      payment: COD,
      guest: newGuest(),
      shipping: [{ boutiqueId: awaBoutique, express: false, fee: 0 }],
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json<CheckoutResult>().orders[0]).toMatchObject({
      deliveryFee: 0,
      total: a1!.price,
    });
  });

  it('refuses a fee that is not the one shown (409 PRICE_CHANGED), writing nothing', async () => {
    const [a1] = awaOffers;
    const before = await count('commandes');
    const body = {
      lines: [{ id: a1!.id, quantity: 1 }],
      delivery: LOME,
      payment: COD,
      guest: newGuest(),
      shipping: [{ boutiqueId: awaBoutique, express: false, fee: 500 }],
    };
    const refused = await checkout(body);
    expect(refused.statusCode).toBe(409);
    const change = deliveryFeeChangedMessage('Karité de Kara', 500, 1000, formatFcfa);
    expect(change).toBe(
      `Les frais de livraison de « Karité de Kara » sont passés de ${formatFcfa(500)} à ${formatFcfa(1000)}.`,
    );
    expect(refused.json()).toEqual({
      error: {
        code: PRICE_CHANGED_CODE,
        message: `${change} Vérifiez votre panier mis à jour, puis confirmez votre commande.`,
        details: [
          {
            field: 'shipping.0.fee',
            message: change,
            kind: 'deliveryFee',
            id: awaBoutique,
            name: 'Karité de Kara',
            shownPrice: 500,
            price: 1000,
          },
        ],
      },
    });
    // A request that shows no delivery was shown it free.
    const silent = await checkout({ ...body, shipping: undefined });
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.details).toMatchObject([
      { field: 'shipping.0.fee', shownPrice: 0, price: 1000 },
    ]);
    expect(await count('commandes')).toBe(before);
    expect(
      (await checkout({ ...body, shipping: [{ ...body.shipping[0]!, fee: 1000 }] })).statusCode,
    ).toBe(201);
  });

  it('refuses a shop that does not deliver to the country, naming it', async () => {
    const refused = await checkout({
      lines: [{ id: awaOffers[0]!.id, quantity: 1 }],
      delivery: delivery('Canada', 'Montréal', '+1 514 555 0199'),
      payment: CARD,
      guest: newGuest(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'La boutique « Karité de Kara » ne livre pas au Canada : retirez ses produits du panier pour commander le reste.',
    );
  });
});
