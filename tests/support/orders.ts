import { randomUUID } from 'node:crypto';
import { deliveryQuoteSchema } from '#common/delivery-quote.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import type { TestApp } from './test-app.ts';
import { nextIp } from './client-ip.ts';

// Helpers for the order tests: real logins, real checkouts through the API (at the prices and
// delivery fees of the moment, as a buyer's refreshed cart sends them), and direct reads of the database to check
// what was (not) written.

export interface OfferRow {
  id: number;
  name: string;
  price: number;
  stock: number;
  boutiqueId: number;
}

export const COD_TOGO = {
  delivery: {
    country: 'Togo',
    city: 'Lomé',
    address: 'Rue des Cocotiers, Bè-Kpota',
    phone: '+228 90 11 22 33',
  },
  payment: { method: 'Paiement à la livraison' },
};

export const GUEST = { name: 'Adjoa Mensah', phone: '+228 90 11 22 33', email: 'adjoa@exemple.tg' };

let lastGuest = 0;
let lastAccount = 0;
/**
 * A guest with a phone number of its own: a number may hold only a few cash orders waiting
 * (MAX_OPEN_GUEST_CASH_CHECKOUTS), and tests that place many must not trip over it.
 */
export const newGuest = () => ({
  ...GUEST,
  phone: `+228 97 ${String(++lastGuest).padStart(6, '0')}`,
});

export function orderHelpers(testApp: () => TestApp) {
  const db = () => testApp().database.pool;

  async function login(email: string, password: string): Promise<string> {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': nextIp() },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  /** Today's price of each offer, on sale or not. */
  async function pricesOf(ids: unknown[]): Promise<Map<number, number>> {
    const { rows } = await db().query<{ id: number; price: number }>(
      'select id, price from boutique_produits where id = any($1::int[])',
      [ids.filter((id) => Number.isSafeInteger(id) && (id as number) <= 2_147_483_647)],
    );
    return new Map(rows.map((row) => [row.id, row.price]));
  }

  /**
   * The checkout a buyer who just refreshed the cart sends: each line without a `price` gets
   * its offer's current price, and a body without `subtotal` the total of its lines, so tests
   * never copy prices by hand. A line that names its `price` (a stale one) keeps it; a body
   * that is not a checkout's shape is sent as it is.
   */
  async function asShown(body: unknown): Promise<unknown> {
    if (typeof body !== 'object' || body === null) return body;
    const { lines, ...rest } = body as { lines?: unknown };
    if (!Array.isArray(lines)) return body;
    const items = lines as Record<string, unknown>[];
    const prices = await pricesOf(items.map((line) => line?.id));
    const priced = items.map((line) =>
      typeof line === 'object' &&
      line !== null &&
      !('price' in line) &&
      prices.has(line.id as number)
        ? { ...line, price: prices.get(line.id as number) }
        : line,
    );
    const subtotal = priced.reduce(
      (sum, line) => sum + Number(line?.price) * Number(line?.quantity),
      0,
    );
    const shipping = 'shipping' in rest ? {} : await shownDelivery(items, rest);
    return { lines: priced, subtotal, ...shipping, ...rest };
  }

  /**
   * The standard delivery the cart and checkout pages show for these lines (the quote API), as
   * the pages send it; nothing when the body has no delivery country to quote.
   */
  async function shownDelivery(
    items: Record<string, unknown>[],
    rest: { delivery?: unknown },
  ): Promise<{ shipping?: { boutiqueId: number; express: false; fee: number }[] }> {
    const country = (rest.delivery as { country?: unknown } | undefined)?.country;
    if (typeof country !== 'string') return {};
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/livraison/devis',
      payload: {
        country,
        lines: items.map((line) => ({ id: line?.id, quantity: line?.quantity })),
      },
    });
    if (response.statusCode !== 200) return {};
    const quote = deliveryQuoteSchema.parse(response.json());
    return {
      shipping: quote.shops.flatMap((shop) =>
        shop.served && shop.fee !== null
          ? [{ boutiqueId: shop.boutiqueId, express: false as const, fee: shop.fee }]
          : [],
      ),
    };
  }

  async function checkout(
    body: unknown,
    options: { token?: string; key?: string; ip?: string } = {},
  ) {
    return testApp().app.inject({
      method: 'POST',
      url: '/api/commandes',
      payload: (await asShown(body)) as object,
      headers: {
        'idempotency-key': options.key ?? randomUUID(),
        'x-forwarded-for': options.ip ?? nextIp(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
  ) {
    return testApp().app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** Active offers of active boutiques, with their product's name. */
  async function offers(): Promise<OfferRow[]> {
    const { rows } = await db().query<OfferRow>(
      `select bp.id, p.name, bp.price, bp.stock_disponible as stock, bp.boutique_id as "boutiqueId"
       from boutique_produits bp join produits p on p.id = bp.produit_id
       join boutiques b on b.id = bp.boutique_id
       where bp.active and b.active order by bp.id`,
    );
    return rows;
  }

  async function setStock(offerId: number, stock: number): Promise<void> {
    await db().query('update boutique_produits set stock_disponible = $2 where id = $1', [
      offerId,
      stock,
    ]);
  }

  async function stockOf(offerId: number): Promise<number> {
    const { rows } = await db().query<{ stock: number }>(
      'select stock_disponible as stock from boutique_produits where id = $1',
      [offerId],
    );
    return rows[0]!.stock;
  }

  async function count(table: string): Promise<number> {
    const { rows } = await db().query<{ n: number }>(`select count(*) as n from ${table}`);
    return rows[0]!.n;
  }

  async function setPrice(offerId: number, price: number): Promise<void> {
    await db().query('update boutique_produits set price = $2 where id = $1', [offerId, price]);
  }

  /**
   * An account of its own, registered through the API, with no order yet: the demo accounts
   * come with a year of orders (demo/demo-history.ts), too many for exact counts.
   */
  async function newAccount(typeCompte: 'VENDEUR' | 'ACHETEUR', userName: string) {
    const number = ++lastAccount;
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        userName,
        pays: 'Togo',
        ville: 'Lomé',
        telephone: `+228 96 ${String(number).padStart(6, '0')}`,
        email: `compte-${number}-${randomUUID().slice(0, 8)}@test.example`,
        typeCompte,
        password: 'Mot-de-passe-2026',
      },
      headers: { 'x-forwarded-for': nextIp() },
    });
    if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
    return response.json<RegistrationResponse>();
  }

  /** A product of the seller's boutique, added through the API; its offer row. */
  async function newOffer(
    seller: RegistrationResponse,
    name: string,
    price: number,
    stock: number,
  ) {
    const { rows } = await db().query<{ id: number }>(
      'select id from categories order by id limit 1',
    );
    const response = await call('POST', '/api/produits/ajouter-nouveau-produit', seller.token, {
      categorieId: rows[0]!.id,
      tenantId: seller.TenantId,
      product: { name, description: `${name}, pour les tests.` },
      images: [],
      boutiqueProduct: { price, stockDisponible: stock, boutiqueId: seller.boutiqueId },
    });
    if (response.statusCode !== 201) throw new Error(`product: ${response.body}`);
    const { id } = response.json<{ id: number }>();
    return { id, name, price, stock, boutiqueId: seller.boutiqueId! } satisfies OfferRow;
  }

  /** A checkout's orders as they are now, through its secret tracking link. */
  async function trackedOrders(result: Pick<CheckoutResult, 'trackingUrl'>): Promise<Order[]> {
    const response = await call(
      'GET',
      `/api/commandes${result.trackingUrl.replace('/suivi-commande', '/suivi')}`,
    );
    if (response.statusCode !== 200) throw new Error(`suivi : ${response.body}`);
    return response.json<CheckoutResult>().orders;
  }

  return {
    login,
    asShown,
    trackedOrders,
    checkout,
    call,
    offers,
    setStock,
    setPrice,
    stockOf,
    count,
    newAccount,
    newOffer,
  };
}

/** A seller's status change as the API takes it: a cancellation says why (the buyer is told). */
export const statusChange = (statut: string) => ({
  statut,
  ...(statut === 'Annulé' ? { motif: 'Rupture de stock.' } : {}),
});
