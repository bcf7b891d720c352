import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orderStatusLabel,
  MAX_OPEN_GUEST_CASH_CHECKOUTS,
  PRICE_CHANGED_CODE,
  TOO_MANY_OPEN_GUEST_ORDERS,
  type CheckoutResult,
  type Order,
} from '#common/orders.ts';
import { formatFcfa } from '#common/money.ts';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import {
  COD_TOGO,
  GUEST,
  newGuest,
  orderHelpers,
  type OfferRow,
  statusChange,
} from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login, asShown, checkout, call, offers, setStock, setPrice, stockOf, count } = orderHelpers(
  () => testApp,
);

let kofi: string;
let fatou: string;
let awa: string;
let mariam: string;
let admin: string;
let awaBoutique: number;
let awaOffers: OfferRow[];
let mariamOffers: OfferRow[];

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [kofi, fatou, awa, mariam, admin] = await Promise.all([
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('fatou@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
  ]);
  awaBoutique = (await call('GET', '/api/users/check-auth', awa)).json<{ boutiqueId: number }>()
    .boutiqueId;
  const all = await offers();
  awaOffers = all.filter((offer) => offer.boutiqueId === awaBoutique);
  const mariamBoutique = (await call('GET', '/api/users/check-auth', mariam)).json<{
    boutiqueId: number;
  }>().boutiqueId;
  mariamOffers = all.filter((offer) => offer.boutiqueId === mariamBoutique);
});
afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  for (const offer of [...awaOffers.slice(0, 3), ...mariamOffers.slice(0, 2)]) {
    await setStock(offer.id, 20);
  }
});

const guestCheckout = (lines: unknown, extra: object = {}) =>
  checkout({ lines, ...COD_TOGO, guest: newGuest(), ...extra });

describe('POST /api/commandes', () => {
  it('splits a checkout into one order per boutique, priced from the database', async () => {
    const [a1, a2] = awaOffers;
    const [m1] = mariamOffers;
    const response = await guestCheckout([
      { id: a1!.id, quantity: 2 },
      { id: m1!.id, quantity: 1 },
      { id: a2!.id, quantity: 3 },
    ]);
    expect(response.statusCode).toBe(201);
    const result = response.json<CheckoutResult>();
    expect(result.orders).toHaveLength(2);
    const awaOrder = result.orders.find((order) => order.boutique.id === awaBoutique)!;
    expect(awaOrder.orderNumber).toMatch(/^BAO-\d{4}-\d{6}$/);
    expect(awaOrder.lines).toEqual([
      {
        boutiqueProduitId: a1!.id,
        name: a1!.name,
        unitPrice: a1!.price,
        quantity: 2,
        total: 2 * a1!.price,
      },
      {
        boutiqueProduitId: a2!.id,
        name: a2!.name,
        unitPrice: a2!.price,
        quantity: 3,
        total: 3 * a2!.price,
      },
    ]);
    expect(awaOrder.subtotal).toBe(2 * a1!.price + 3 * a2!.price);
    expect(awaOrder.deliveryFee).toBe(0);
    expect(awaOrder.total).toBe(awaOrder.subtotal);
    expect(awaOrder).toMatchObject({
      status: 'En attente',
      paymentStatus: 'En attente',
      paymentMethod: 'Paiement à la livraison',
      paymentReference: null,
      client: {
        name: GUEST.name,
        phone: expect.stringMatching(/^\+228 97( \d\d){3}$/),
        email: GUEST.email,
      },
      delivery: COD_TOGO.delivery,
    });
    expect(awaOrder.history).toEqual([
      expect.objectContaining({ kind: 'statut', from: null, to: 'En attente', actor: 'Acheteur' }),
    ]);
    expect(result.total).toBe(result.orders.reduce((sum, order) => sum + order.total, 0));
    expect(result.paymentUrl).toBeNull();
    expect(result.trackingUrl).toMatch(/^\/suivi-commande\/[\w-]{40,}$/);
    expect(await stockOf(a1!.id)).toBe(18);
    expect(await stockOf(a2!.id)).toBe(17);
    expect(await stockOf(m1!.id)).toBe(19);

    // The tracking link shows the same orders, to anyone holding it.
    const tracked = await call(
      'GET',
      `/api/commandes${result.trackingUrl.replace('/suivi-commande', '/suivi')}`,
    );
    expect(tracked.statusCode).toBe(200);
    expect(
      tracked
        .json<CheckoutResult>()
        .orders.map((order) => order.orderNumber)
        .sort(),
    ).toEqual(result.orders.map((order) => order.orderNumber).sort());
    expect((await call('GET', '/api/commandes/suivi/faux-jeton')).statusCode).toBe(404);
  });

  describe('prices changed since the buyer saw them', () => {
    const written = async () => [
      await count('checkouts'),
      await count('commandes'),
      await stockOf(awaOffers[0]!.id),
      await stockOf(mariamOffers[0]!.id),
    ];
    const changeMessage = (name: string, from: number, to: number) =>
      `Le prix de « ${name} » est passé de ${formatFcfa(from)} à ${formatFcfa(to)}.`;

    beforeEach(async () => {
      await setPrice(awaOffers[0]!.id, 4200);
    });
    afterAll(async () => {
      await setPrice(awaOffers[0]!.id, awaOffers[0]!.price);
    });

    it('refuses a raised or lowered price with the changed lines, writes nothing, and takes the current prices', async () => {
      const [raised] = awaOffers;
      const [unchanged] = mariamOffers;
      // The buyer was shown 4 200 FCFA; the seller raised it to 9 900 FCFA meanwhile.
      const shown = [
        { id: unchanged!.id, quantity: 1 },
        { id: raised!.id, quantity: 2, price: 4200 },
      ];
      await setPrice(raised!.id, 9900);
      const before = await written();
      const refused = await guestCheckout(shown);
      expect(refused.statusCode).toBe(409);
      const change = changeMessage(raised!.name, 4200, 9900);
      expect(refused.json()).toEqual({
        error: {
          code: PRICE_CHANGED_CODE,
          message: `${change} Vérifiez votre panier mis à jour, puis confirmez votre commande.`,
          details: [
            {
              field: 'lines.1.price',
              message: change,
              kind: 'price',
              id: raised!.id,
              name: raised!.name,
              shownPrice: 4200,
              price: 9900,
            },
          ],
        },
      });
      expect(await written()).toEqual(before);

      // Lower is a change too: the buyer confirms whatever the direction.
      await setPrice(raised!.id, 3000);
      const lowered = await guestCheckout(shown);
      expect(lowered.statusCode).toBe(409);
      expect(lowered.json().error.details).toMatchObject([{ shownPrice: 4200, price: 3000 }]);
      expect(await written()).toEqual(before);

      // At the prices of the moment, it goes through.
      const confirmed = await guestCheckout([
        { id: unchanged!.id, quantity: 1, price: unchanged!.price },
        { id: raised!.id, quantity: 2, price: 3000 },
      ]);
      expect(confirmed.statusCode).toBe(201);
      const order = confirmed
        .json<CheckoutResult>()
        .orders.find((candidate) => candidate.boutique.id === awaBoutique);
      expect(order!.lines).toMatchObject([{ unitPrice: 3000, quantity: 2, total: 6000 }]);
      expect(await stockOf(raised!.id)).toBe(18);
    });

    it('refuses a checkout without the prices shown, or whose total does not add up', async () => {
      const [offer] = awaOffers;
      const before = await written();
      const unpriced = await guestCheckout([{ id: offer!.id, quantity: 1, price: undefined }]);
      expect(unpriced.statusCode).toBe(400);
      expect(unpriced.json().error.details).toContainEqual({
        field: 'lines.0.price',
        message: 'Prix affiché invalide.',
      });
      const wrongTotal = await guestCheckout([{ id: offer!.id, quantity: 2 }], { subtotal: 4200 });
      expect(wrongTotal.statusCode).toBe(400);
      expect(wrongTotal.json().error.details).toEqual([
        { field: 'subtotal', message: 'Le total ne correspond pas aux produits du panier.' },
      ]);
      expect(await written()).toEqual(before);
    });

    it('keeps the idempotency key: a refusal uses nothing up, a success is replayed whatever the prices do', async () => {
      const [offer] = awaOffers;
      const key = 'cle-de-test-idempotence-prix-0001';
      const guest = newGuest();
      const stale = { lines: [{ id: offer!.id, quantity: 1, price: 3500 }], ...COD_TOGO, guest };
      expect((await checkout(stale, { key })).statusCode).toBe(409);
      const current = { lines: [{ id: offer!.id, quantity: 1, price: 4200 }], ...COD_TOGO, guest };
      const placed = await checkout(current, { key });
      expect(placed.statusCode).toBe(201);

      // The seller changes the price again: the same request with the same key is the same result.
      await setPrice(offer!.id, 5000);
      const replayed = await checkout(current, { key });
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json<CheckoutResult>().reference).toBe(
        placed.json<CheckoutResult>().reference,
      );
      const otherPrices = await checkout(
        { ...current, lines: [{ ...current.lines[0]!, price: 5000 }] },
        { key },
      );
      expect(otherPrices.statusCode).toBe(409);
      expect(otherPrices.json().error.code).toBe('CONFLICT');
      expect(await stockOf(offer!.id)).toBe(19);
    });
  });

  it('refuses an unknown or inactive product, writing nothing', async () => {
    const [offer, other] = awaOffers;
    const before = await count('checkouts');
    const unknown = await guestCheckout([
      { id: offer!.id, quantity: 1 },
      { id: 999_999, quantity: 1, price: 1000 },
    ]);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.message).toBe(
      'Un produit de votre panier n’existe plus ou n’est plus en vente : retirez-le pour continuer.',
    );

    await testApp.database.pool.query('update boutique_produits set active = false where id = $1', [
      other!.id,
    ]);
    try {
      const inactive = await guestCheckout([
        { id: offer!.id, quantity: 1 },
        { id: other!.id, quantity: 1 },
      ]);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().error.message).toBe(
        `Le produit « ${other!.name} » n’est plus en vente.`,
      );
    } finally {
      await testApp.database.pool.query(
        'update boutique_produits set active = true where id = $1',
        [other!.id],
      );
    }
    expect(await count('checkouts')).toBe(before);
    expect(await stockOf(offer!.id)).toBe(20);
  });

  it.each([
    [0, 'La quantité minimale est 1.'],
    [-2, 'La quantité minimale est 1.'],
    [1.5, 'La quantité doit être un nombre entier.'],
    [1_000_000, 'La quantité ne peut pas dépasser 999.'],
    ['3', 'La quantité doit être un nombre entier.'],
  ])('refuses a quantity of %s', async (quantity, message) => {
    const response = await guestCheckout([{ id: awaOffers[0]!.id, quantity }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('refuses an empty cart, missing delivery details and a guest without a name', async () => {
    expect((await guestCheckout([])).json().error.message).toContain('Le panier est vide.');
    const noCity = await checkout({
      lines: [{ id: awaOffers[0]!.id, quantity: 1 }],
      delivery: { ...COD_TOGO.delivery, city: '' },
      payment: COD_TOGO.payment,
      guest: GUEST,
    });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().error.message).toContain('La ville est requise.');
    const noGuest = await checkout({ lines: [{ id: awaOffers[0]!.id, quantity: 1 }], ...COD_TOGO });
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().error.message).toBe(
      'Indiquez votre nom et votre téléphone pour commander sans compte, ou connectez-vous.',
    );
  });

  it('names every refused field by its path in the body, nested ones included; nothing is written', async () => {
    const before = await count('checkouts');
    const response = await checkout({
      lines: [
        { id: awaOffers[0]!.id, quantity: 1 },
        { id: awaOffers[1]!.id, quantity: 0 },
      ],
      delivery: { ...COD_TOGO.delivery, address: 'Rue des Cocotiers\u0000' },
      payment: COD_TOGO.payment,
      guest: newGuest(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'La quantité minimale est 1.',
        details: [
          { field: 'lines.1.quantity', message: 'La quantité minimale est 1.' },
          { field: 'delivery.address', message: FORBIDDEN_CHARACTERS_MESSAGE },
        ],
      },
    });
    expect(await count('checkouts')).toBe(before);
  });

  it('refuses a payment method not offered in the country, and Mobile Money without operator', async () => {
    const lines = [{ id: awaOffers[0]!.id, quantity: 1 }];
    const cashInFrance = await checkout({
      lines,
      delivery: { ...COD_TOGO.delivery, country: 'France' },
      payment: { method: 'Paiement à la livraison' },
      guest: GUEST,
    });
    expect(cashInFrance.statusCode).toBe(400);
    expect(cashInFrance.json().error.message).toBe(
      '« Paiement à la livraison » n’est pas proposé pour France.',
    );
    const noOperator = await checkout({
      lines,
      delivery: COD_TOGO.delivery,
      payment: { method: 'Mobile Money', account: '+228 90 00 00 01' },
      guest: GUEST,
    });
    expect(noOperator.json().error.message).toBe('Choisissez votre opérateur Mobile Money.');
  });

  it('refuses more than the stock, naming the product and what is left; nothing is written', async () => {
    const [offer, other] = awaOffers;
    await setStock(offer!.id, 3);
    const before = await count('commandes');
    const response = await guestCheckout([
      { id: other!.id, quantity: 1 },
      { id: offer!.id, quantity: 5 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `Stock insuffisant pour « ${offer!.name} » : il en reste 3, vous en demandez 5.`,
    );
    expect(await count('commandes')).toBe(before);
    expect(await stockOf(offer!.id)).toBe(3);
    expect(await stockOf(other!.id)).toBe(20);
  });

  it('adds up two lines of the same product before checking the stock', async () => {
    const [offer] = awaOffers;
    await setStock(offer!.id, 3);
    const tooMany = await guestCheckout([
      { id: offer!.id, quantity: 2 },
      { id: offer!.id, quantity: 2 },
    ]);
    expect(tooMany.statusCode).toBe(409);
    const fits = await guestCheckout([
      { id: offer!.id, quantity: 1 },
      { id: offer!.id, quantity: 2 },
    ]);
    expect(fits.statusCode).toBe(201);
    expect(fits.json<CheckoutResult>().orders[0]!.lines).toEqual([
      expect.objectContaining({ boutiqueProduitId: offer!.id, quantity: 3 }),
    ]);
    expect(await stockOf(offer!.id)).toBe(0);
  });

  it('places one set of orders when the same checkout is sent twice', async () => {
    const [offer] = awaOffers;
    const body = { lines: [{ id: offer!.id, quantity: 2 }], ...COD_TOGO, guest: newGuest() };
    const key = 'cle-de-test-idempotence-0001';
    const before = await count('commandes');
    const [first, second] = await Promise.all([checkout(body, { key }), checkout(body, { key })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<CheckoutResult>().reference).toBe(second.json<CheckoutResult>().reference);
    const third = await checkout(body, { key });
    expect(third.statusCode).toBe(200);
    expect(await count('commandes')).toBe(before + 1);
    expect(await stockOf(offer!.id)).toBe(18);

    const changed = await checkout({ ...body, lines: [{ id: offer!.id, quantity: 1 }] }, { key });
    expect(changed.statusCode).toBe(409);
    expect(await count('commandes')).toBe(before + 1);
  });

  it('lets a guest hold only a few waiting cash orders under one phone number', async () => {
    const guest = newGuest();
    const order = () =>
      checkout({ lines: [{ id: awaOffers[1]!.id, quantity: 1 }], ...COD_TOGO, guest });
    const placed: CheckoutResult[] = [];
    for (let index = 0; index < MAX_OPEN_GUEST_CASH_CHECKOUTS; index++) {
      const response = await order();
      expect(response.statusCode).toBe(201);
      placed.push(response.json<CheckoutResult>());
    }
    const before = await count('commandes');
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_OPEN_GUEST_ORDERS);
    expect(await count('commandes')).toBe(before);

    // Spaces do not make another number; another guest, or a signed-in buyer, is not concerned.
    const spaced = await checkout({
      lines: [{ id: awaOffers[1]!.id, quantity: 1 }],
      ...COD_TOGO,
      guest: { ...guest, phone: guest.phone.replace(/ /g, '') },
    });
    expect(spaced.statusCode).toBe(429);
    // Nor does any other spelling of the same number: with "00", without "+", or typed locally.
    const local = guest.phone.replace('+228 ', '');
    for (const phone of [`00${guest.phone.slice(1)}`, guest.phone.slice(1), local]) {
      const respelled = await checkout({
        lines: [{ id: awaOffers[1]!.id, quantity: 1 }],
        ...COD_TOGO,
        guest: { ...guest, phone },
      });
      expect(respelled.statusCode, phone).toBe(429);
    }
    expect(await count('commandes')).toBe(before);
    expect((await guestCheckout([{ id: awaOffers[1]!.id, quantity: 1 }])).statusCode).toBe(201);

    // Once the seller takes one in hand, the guest may order again.
    await call('PATCH', `/api/commandes/${placed[0]!.orders[0]!.id}/statut`, awa, {
      statut: 'En cours',
    });
    expect((await order()).statusCode).toBe(201);
  });

  it('stores the phones in E.164 and refuses a number impossible in the delivery country', async () => {
    const response = await checkout(
      { lines: [{ id: awaOffers[1]!.id, quantity: 1 }], ...COD_TOGO, guest: newGuest() },
      {},
    );
    expect(response.statusCode).toBe(201);
    const { rows } = await testApp.database.pool.query(
      'SELECT client_phone, delivery_phone FROM checkouts WHERE reference = $1',
      [response.json<CheckoutResult>().reference],
    );
    expect(rows[0]).toEqual({
      client_phone: expect.stringMatching(/^\+22897\d{6}$/),
      delivery_phone: '+22890112233',
    });

    const before = await count('commandes');
    const impossible = await checkout({
      lines: [{ id: awaOffers[1]!.id, quantity: 1 }],
      ...COD_TOGO,
      guest: { ...GUEST, phone: '+228 12 34' },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.details).toEqual([
      { field: 'guest.phone', message: 'Numéro de téléphone invalide pour ce pays.' },
    ]);
    expect(await count('commandes')).toBe(before);
  });

  it('refuses a seller’s order of its own products, naming the product, and writes nothing', async () => {
    const [own] = awaOffers;
    const [other] = mariamOffers;
    const before = await count('commandes');
    const stock = await stockOf(own!.id);
    const refused = await checkout(
      {
        lines: [
          { id: other!.id, quantity: 1 },
          { id: own!.id, quantity: 1 },
        ],
        ...COD_TOGO,
      },
      { token: awa },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `« ${own!.name} » est un produit de votre boutique : un vendeur ne peut pas commander ses propres produits.`,
    );
    expect(await count('commandes')).toBe(before);
    expect(await stockOf(own!.id)).toBe(stock);
    // Another boutique's products, a seller may buy like anyone.
    const elsewhere = await checkout(
      { lines: [{ id: other!.id, quantity: 1 }], ...COD_TOGO },
      { token: awa },
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('requires an idempotency key', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/commandes',
      payload: (await asShown({
        lines: [{ id: awaOffers[0]!.id, quantity: 1 }],
        ...COD_TOGO,
        guest: GUEST,
      })) as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Idempotency-Key');
  });

  it('takes a signed-in buyer as the client, and refuses a bad token rather than treating it as a guest', async () => {
    const response = await checkout(
      { lines: [{ id: awaOffers[0]!.id, quantity: 1 }], ...COD_TOGO },
      { token: kofi },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<CheckoutResult>().orders[0]!.client).toMatchObject({
      email: 'kofi@baobab.example',
    });
    const forged = await checkout(
      { lines: [{ id: awaOffers[0]!.id, quantity: 1 }], ...COD_TOGO, guest: GUEST },
      { token: 'jeton-invente' },
    );
    expect(forged.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  let kofiOrder: Order;

  beforeAll(async () => {
    const response = await checkout(
      {
        lines: [
          { id: awaOffers[0]!.id, quantity: 1 },
          { id: mariamOffers[0]!.id, quantity: 1 },
        ],
        ...COD_TOGO,
      },
      { token: kofi },
    );
    kofiOrder = response
      .json<CheckoutResult>()
      .orders.find((order) => order.boutique.id === awaBoutique)!;
  });

  it('lists a buyer’s own orders only', async () => {
    const mine = (await call('GET', '/api/commandes/mes-commandes', kofi)).json<{
      orders: Order[];
    }>();
    expect(mine.orders.map((order) => order.id)).toContain(kofiOrder.id);
    const hers = (await call('GET', '/api/commandes/mes-commandes', fatou)).json<{
      orders: Order[];
    }>();
    expect(hers.orders.map((order) => order.id)).not.toContain(kofiOrder.id);
    expect((await call('GET', '/api/commandes/mes-commandes')).statusCode).toBe(401);
  });

  it('lists a seller’s boutique orders only, with its own lines', async () => {
    const awaList = (await call('GET', '/api/commandes/boutique', awa)).json<{ orders: Order[] }>();
    expect(awaList.orders.every((order) => order.boutique.id === awaBoutique)).toBe(true);
    expect(awaList.orders.map((order) => order.id)).toContain(kofiOrder.id);
    const mariamList = (await call('GET', '/api/commandes/boutique', mariam)).json<{
      orders: Order[];
    }>();
    expect(mariamList.orders.map((order) => order.id)).not.toContain(kofiOrder.id);
    expect((await call('GET', '/api/commandes/boutique', kofi)).statusCode).toBe(403);
  });

  it('shows one order to its buyer, its seller and an admin; 404 to anyone else', async () => {
    const url = `/api/commandes/${kofiOrder.id}`;
    for (const token of [kofi, awa, admin]) {
      expect((await call('GET', url, token)).json<Order>().orderNumber).toBe(kofiOrder.orderNumber);
    }
    for (const token of [fatou, mariam]) {
      const response = await call('GET', url, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Commande introuvable.');
    }
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/api/commandes/abc', kofi)).statusCode).toBe(400);
  });
});

describe('order status', () => {
  async function newOrder(quantity = 2): Promise<Order> {
    const response = await checkout(
      { lines: [{ id: awaOffers[2]!.id, quantity }], ...COD_TOGO },
      { token: kofi },
    );
    return response.json<CheckoutResult>().orders[0]!;
  }
  // A seller's cancellation says why (the buyer is told).
  const move = (order: Order, statut: string, token = awa) =>
    call('PATCH', `/api/commandes/${order.id}/statut`, token, statusChange(statut));

  it('follows En attente → En cours → Livré, and a delivered cash order is paid', async () => {
    const order = await newOrder();
    expect((await move(order, 'En cours')).json<Order>().status).toBe('En cours');
    const delivered = (await move(order, 'Livré')).json<Order>();
    expect(delivered).toMatchObject({ status: 'Livré', paymentStatus: 'Réussi' });
    expect(delivered.history.map(({ kind, from, to, actor }) => [kind, from, to, actor])).toEqual([
      ['statut', null, 'En attente', 'Acheteur'],
      ['statut', 'En attente', 'En cours', 'Vendeur'],
      ['statut', 'En cours', 'Livré', 'Vendeur'],
      ['paiement', 'En attente', 'Réussi', 'Vendeur'],
    ]);
  });

  it.each([
    ['En attente', 'Livré'],
    ['En attente', 'En attente'],
    ['En cours', 'En attente'],
    ['Livré', 'Annulé'],
    ['Livré', 'En cours'],
    ['Annulé', 'En cours'],
    ['Annulé', 'Livré'],
  ])('refuses %s → %s with 409', async (from, to) => {
    const order = await newOrder(1);
    const path: Record<string, string[]> = {
      'En attente': [],
      'En cours': ['En cours'],
      Livré: ['En cours', 'Livré'],
      Annulé: ['Annulé'],
    };
    for (const step of path[from]!) expect((await move(order, step)).statusCode).toBe(200);
    const response = await move(order, to);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `Une commande « ${orderStatusLabel(from)} » ne peut pas passer à « ${orderStatusLabel(to)} ».`,
    );
  });

  it.each([['En attente'], ['En cours']])(
    'cancels from %s and puts the stock back',
    async (from) => {
      const stock = await stockOf(awaOffers[2]!.id);
      const order = await newOrder(2);
      expect(await stockOf(awaOffers[2]!.id)).toBe(stock - 2);
      if (from === 'En cours') await move(order, 'En cours');
      const cancelled = (await move(order, 'Annulé')).json<Order>();
      expect(cancelled.status).toBe('Annulé');
      expect(await stockOf(awaOffers[2]!.id)).toBe(stock);
    },
  );

  it('lets only the boutique’s seller or an admin change it', async () => {
    const order = await newOrder(1);
    expect((await move(order, 'En cours', mariam)).statusCode).toBe(404);
    expect((await move(order, 'En cours', kofi)).statusCode).toBe(403);
    expect((await move(order, 'En cours', '')).statusCode).toBe(401);
    const byAdmin = (await move(order, 'En cours', admin)).json<Order>();
    expect(byAdmin.history.at(-1)).toMatchObject({ to: 'En cours', actor: 'Administrateur' });
    expect((await move(order, 'Expédié')).statusCode).toBe(400);
  });

  it('lets a buyer cancel its own order while it is En attente only', async () => {
    const stock = await stockOf(awaOffers[2]!.id);
    const order = await newOrder(1);
    const cancel = (token: string) => call('POST', `/api/commandes/${order.id}/annuler`, token);
    expect((await cancel(fatou)).statusCode).toBe(404);
    const cancelled = await cancel(kofi);
    expect(cancelled.json<Order>()).toMatchObject({ status: 'Annulé' });
    expect(cancelled.json<Order>().history.at(-1)).toMatchObject({ actor: 'Acheteur' });
    expect(await stockOf(awaOffers[2]!.id)).toBe(stock);

    const started = await newOrder(1);
    await move(started, 'En cours');
    const late = await call('POST', `/api/commandes/${started.id}/annuler`, kofi);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Seule une commande en attente peut être annulée. Contactez la boutique.',
    );
  });
});
