import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as checkoutPage from '../../app/routes/checkout.tsx';
import * as adminCommissionsPage from '../../app/routes/dashboards/admin-commissions.tsx';
import * as adminOrdersPage from '../../app/routes/dashboards/admin-orders.tsx';
import * as buyerOrdersPage from '../../app/routes/dashboards/buyer-orders.tsx';
import * as sellerOrdersPage from '../../app/routes/dashboards/seller-orders.tsx';
import { operationForm } from '../../app/features/operation-form.ts';
import type { ActionOutcome } from '../../app/features/action-outcome.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import type { AnyOperation, Submission } from '#modules/operations/operation.ts';
import { operations } from '#modules/operations/operations.ts';
import { IDEMPOTENCY_HEADER, ORDER_SENT_MESSAGE, type CheckoutResult } from '#common/orders.ts';
import { nextIp } from '../../tests/support/client-ip.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../tests/support/orders.ts';
import { callPageRoute } from '../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// One definition per write (decision 061): an operation mounted as a REST route and offered by a
// page's route action refuses the same bad input with the same status, message and fields,
// both ways, and writes nothing. REST through app.inject with a bearer token, the page's
// action as React Router calls it for a form posted with the session cookie.

let testApp: TestApp;
const { login, call, checkout, offers } = orderHelpers(() => testApp);

interface Signed {
  token: string;
  /** The account's own dashboard, where its screens are. */
  dashboard: string;
}
let admin: Signed;
let seller: Signed;
let buyer: Signed;
let orderId: number;
/** An offer of the seller's own boutique. */
let sellerOffer: OfferRow;

async function signIn(email: string, password: string, dashboard: string): Promise<Signed> {
  const token = await login(email, password);
  const me = (await call('GET', '/api/users/check-auth', token)).json<{
    id: number;
    TenantId: number;
  }>();
  // An admin's dashboard is keyed by its account, the others' by their tenant.
  const id = dashboard === 'admin' ? me.id : me.TenantId;
  return { token, dashboard: `/${dashboard}/${id}` };
}

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [admin, seller, buyer] = await Promise.all([
    signIn('admin@baobab.example', DEMO_PASSWORDS.ADMIN, 'admin'),
    signIn('awa@baobab.example', DEMO_PASSWORDS.VENDEUR, 'vendeur-dashboard'),
    signIn('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR, 'acheteur-dashboard'),
  ]);
  const sellerBoutique = (await call('GET', '/api/users/check-auth', seller.token)).json<{
    boutiqueId: number;
  }>().boutiqueId;
  sellerOffer = (await offers()).find((row) => row.boutiqueId === sellerBoutique && row.stock > 0)!;
  const placed = await checkout(
    { lines: [{ id: sellerOffer.id, quantity: 1 }], ...COD_TOGO },
    { token: buyer.token },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json<{ orders: { id: number }[] }>().orders[0]!.id;
});
afterAll(async () => {
  await testApp?.close();
});

interface Refusal {
  status: number;
  message: string;
  fields: Record<string, string>;
}

/** The REST route's answer to these parts, sent as an API client sends them. */
function throughRestAnswer(operation: AnyOperation, token: string | undefined, sent: Submission) {
  const path = operation.http.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((sent.params as Record<string, unknown>)[name])),
  );
  return testApp.app.inject({
    method: operation.http.method,
    url: `/api${path}`,
    ...(sent.input === undefined ? {} : { payload: sent.input as object }),
    headers: {
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof sent.idempotencyKey === 'string'
        ? { [IDEMPOTENCY_HEADER]: sent.idempotencyKey }
        : {}),
    },
  });
}

/** The REST route's answer to these parts, as a refusal. */
async function throughRest(operation: AnyOperation, token: string | undefined, sent: Submission) {
  const response = await throughRestAnswer(operation, token, sent);
  expect(response.statusCode, `${JSON.stringify(sent)} : ${response.body}`).toBeGreaterThanOrEqual(
    400,
  );
  const { error } = response.json<{
    error: { message: string; details?: { field: string; message: string }[] };
  }>();
  return {
    status: response.statusCode,
    message: error.message,
    fields: Object.fromEntries(
      (error.details ?? []).map((detail) => [detail.field, detail.message]),
    ),
  } satisfies Refusal;
}

type Action = Parameters<typeof callPageRoute>[1];
interface Page {
  action: Action;
  path: string;
}

/** The page's action's answer to the same parts, sent as its form sends them. */
async function throughPage(
  operation: AnyOperation,
  page: Page,
  token: string | undefined,
  sent: Submission,
) {
  const answer = (await callPageRoute(testApp, page.action, page.path, token, {
    form: operationForm(operation.intent, sent),
  })) as { data: ActionOutcome; init: { status: number } | null };
  if (answer instanceof Response) {
    throw new Error(`${answer.status} ${answer.headers.get('location')}`);
  }
  expect(answer.data?.ok, JSON.stringify(answer)).toBe(false);
  const { message, fields } = answer.data as Extract<ActionOutcome, { ok: false }>;
  return { status: answer.init?.status ?? 200, message, fields } satisfies Refusal;
}

const { orders, commissions, checkout: checkoutOperation } = operations;

/** Each case through the REST route, then through the page's action: the same refusal. */
async function expectSameRefusals(cases: [AnyOperation, Page, Signed | null, Submission][]) {
  for (const [operation, page, caller, sent] of cases) {
    const what = `${operation.intent} ${JSON.stringify(sent)}`;
    const rest = await throughRest(operation, caller?.token, sent);
    expect(await throughPage(operation, page, caller?.token, sent), what).toEqual(rest);
  }
}
const long = (length: number) => 'x'.repeat(length);

describe('an operation mounted both ways', () => {
  it('refuses the order screens’ bad input as its REST route does, beside the same fields', async () => {
    const sellerOrders = { action: sellerOrdersPage.action, path: `${seller.dashboard}/orders` };
    const adminOrders = { action: adminOrdersPage.action, path: `${admin.dashboard}/commandes` };
    const buyerOrders = {
      action: buyerOrdersPage.action,
      path: `${buyer.dashboard}/commandes`,
    };
    const id = { id: orderId };
    const cases: [AnyOperation, Page, Signed | null, Submission][] = [
      [orders.changeStatus, sellerOrders, seller, { params: { id: 'abc' }, input: {} }],
      [orders.changeStatus, sellerOrders, seller, { params: id, input: { statut: 'Perdu' } }],
      [orders.changeStatus, sellerOrders, seller, { params: id, input: { statut: 'Livré', x: 1 } }],
      [
        orders.changeStatus,
        sellerOrders,
        seller,
        { params: id, input: { statut: 'En cours', trackingNumber: long(61) } },
      ],
      [
        orders.changeStatus,
        adminOrders,
        admin,
        { params: id, input: { statut: 'Annulé', motif: long(501) } },
      ],
      // A service's refusal, named beside its field too: the seller cancels without a reason.
      [orders.changeStatus, sellerOrders, seller, { params: id, input: { statut: 'Annulé' } }],
      [orders.cancelWithReason, adminOrders, admin, { params: id, input: { motif: '  ' } }],
      [orders.cancelWithReason, adminOrders, admin, { params: id, input: {} }],
      [orders.cancelByBuyer, buyerOrders, buyer, { params: { id: 0 } }],
      // The guard: no session, no write (the page's session is its cookie; none here).
      [orders.changeStatus, sellerOrders, null, { params: id, input: { statut: 'Livré' } }],
    ];
    await expectSameRefusals(cases);
    const order = (await call('GET', `/api/commandes/${orderId}`, buyer.token)).json<{
      status: string;
    }>();
    expect(order.status).toBe('En attente');
  });

  it('refuses the « Commissions » screen’s bad rates as its REST route does', async () => {
    const page = { action: adminCommissionsPage.action, path: `${admin.dashboard}/commissions` };
    const { rows } = await testApp.database.pool.query<{ n: number }>(
      'select count(*)::int as n from commission_rates',
    );
    const change = (input: unknown): Submission => ({ input });
    await expectSameRefusals([
      [commissions.change, page, admin, change({ portee: 'plateforme', taux: 101 })],
      [commissions.change, page, admin, change({ portee: 'plateforme', taux: '10' })],
      [commissions.change, page, admin, change({ portee: 'plateforme', taux: 12.345 })],
      [commissions.change, page, admin, change({ portee: 'lune', taux: 5 })],
      [commissions.change, page, admin, change({ portee: 'categorie', taux: 5 })],
      // The service's refusal: a category that does not exist.
      [
        commissions.change,
        page,
        admin,
        change({ portee: 'categorie', categorieId: 999_999, taux: 5 }),
      ],
      [commissions.change, page, null, change({ portee: 'plateforme', taux: 5 })],
    ]);
    const after = await testApp.database.pool.query<{ n: number }>(
      'select count(*)::int as n from commission_rates',
    );
    expect(after.rows).toEqual(rows);
  });

  it('refuses the checkout’s bad input as POST /api/commandes does, guest or buyer', async () => {
    const page = { action: checkoutPage.action, path: '/checkout' };
    const [offer] = await offers();
    const line = { id: offer!.id, quantity: 1, price: offer!.price };
    const ownLine = { id: sellerOffer.id, quantity: 1, price: sellerOffer.price };
    const order = { lines: [line], subtotal: offer!.price, ...COD_TOGO };
    /** A checkout with a key of its own, unless given one (null: none at all). */
    const place = (input: unknown, idempotencyKey?: string | null): Submission => ({
      input,
      idempotencyKey: idempotencyKey === undefined ? randomUUID() : idempotencyKey,
    });
    const { place: operation } = checkoutOperation;
    const before = await testApp.database.pool.query('select count(*) from checkouts');
    await expectSameRefusals([
      [operation, page, null, place({})],
      [operation, page, null, place({ ...order, lines: [{ ...line, quantity: 0 }] })],
      [operation, page, null, place({ ...order, subtotal: offer!.price + 1 })],
      [operation, page, null, place({ ...order, delivery: { ...COD_TOGO.delivery, phone: '12' } })],
      [operation, page, null, place({ ...order, guest: { name: '', phone: '+228 90 11 22 33' } })],
      // The service's refusals: a guest says who she is; a seller never buys her own products.
      [operation, page, null, place(order)],
      [operation, page, seller, place({ ...order, lines: [ownLine], subtotal: ownLine.price })],
      // The key: required, and long enough.
      [operation, page, buyer, place(order, null)],
      [operation, page, buyer, place(order, 'court')],
      // A session the server no longer accepts is refused, never taken for a guest's.
      [operation, page, { token: 'pas-un-jeton', dashboard: '' }, place(order)],
      // …once the order is read, as the REST route reads an optional token after its schemas.
      [operation, page, { token: 'pas-un-jeton', dashboard: '' }, place({})],
    ]);
    const after = await testApp.database.pool.query('select count(*) from checkouts');
    expect(after.rows).toEqual(before.rows);
  });

  it('places a guest’s order from the checkout page that POST /api/commandes replays', async () => {
    const [offer] = await offers();
    const key = randomUUID();
    const input = {
      lines: [{ id: offer!.id, quantity: 1, price: offer!.price }],
      subtotal: offer!.price,
      ...COD_TOGO,
      guest: newGuest(),
    };
    const placed = (await callPageRoute(testApp, checkoutPage.action, '/checkout', undefined, {
      form: operationForm(checkoutOperation.place.intent, { input, idempotencyKey: key }),
    })) as ActionOutcome & { output: CheckoutResult };
    expect(placed).toMatchObject({ ok: true, message: ORDER_SENT_MESSAGE });
    expect(placed.output.orders[0]!.client.name).toBe(input.guest.name);
    const replayed = await throughRestAnswer(checkoutOperation.place, undefined, {
      input,
      idempotencyKey: key,
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(placed.output);
  });

  it('does the same write both ways, confirmed in French on the page', async () => {
    const done = (await callPageRoute(
      testApp,
      sellerOrdersPage.action,
      `${seller.dashboard}/orders`,
      seller.token,
      {
        form: operationForm(orders.changeStatus.intent, {
          params: { id: orderId },
          input: { statut: 'En cours' },
        }),
      },
    )) as ActionOutcome & { output: { status: string; orderNumber: string } };
    expect(done).toMatchObject({ ok: true, output: { id: orderId, status: 'En cours' } });
    expect(done.message).toBe(`Commande ${done.output.orderNumber} en préparation.`);
    const rest = await call('GET', `/api/commandes/${orderId}`, seller.token);
    expect(rest.json()).toEqual(done.output);
  });
});
