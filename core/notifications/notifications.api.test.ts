import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { NotFound } from '#modules/errors.ts';

// A buyer's notifications, written with the order changes they tell of: the order placed, each
// status change and online payment made by someone else; never what the buyer did; read one by
// one or all at once, and counted by the bell.

let testApp: TestApp;
const { checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let offer: OfferRow;
/** The boutique a seller gets on registering is named after her. */
const SHOP = 'Boutique de Boutique Notifications';

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  seller = await newAccount('VENDEUR', 'Boutique Notifications');
  offer = await newOffer(seller, 'Savon noir des notifications', 2_500, 100);
});
afterAll(async () => {
  await testApp?.close();
});

async function newBuyer() {
  const registered = await newAccount('ACHETEUR', 'Acheteuse Notifiée');
  const account = await testApp.services.accounts.authenticate(registered.token);
  return { token: registered.token, account };
}

async function placeFor(token: string | null, payment?: object): Promise<CheckoutResult> {
  const response = await checkout(
    {
      lines: [{ id: offer.id, quantity: 1 }],
      ...COD_TOGO,
      ...(payment && { payment }),
      ...(token ? {} : { guest: newGuest() }),
    },
    token ? { token } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

const moveTo = (order: Order, statut: string) =>
  call('PATCH', `/api/commandes/${order.id}/statut`, seller.token, { statut });

const pageOf = (account: CurrentAccount, page = 1) =>
  testApp.services.notifications.page(account, page);
const messagesOf = async (account: CurrentAccount) =>
  (await pageOf(account)).notifications.map((notice) => notice.message);

describe('what a buyer is told of their orders', () => {
  it('tells of the order placed and of each status the shop gives it, newest first', async () => {
    const { token, account } = await newBuyer();
    const order = (await placeFor(token)).orders[0]!;
    await moveTo(order, 'En cours');
    await moveTo(order, 'Livré');

    expect(await messagesOf(account)).toEqual([
      `Commande ${order.orderNumber} livrée · ${SHOP}`,
      `Commande ${order.orderNumber} en préparation · ${SHOP}`,
      `Commande ${order.orderNumber} enregistrée · ${SHOP}`,
    ]);
    const [latest] = (await pageOf(account)).notifications;
    expect(latest).toMatchObject({
      read: false,
      link: `commandes?q=${order.orderNumber}`,
    });
    // Cash is paid to the courier: the delivery says it, no second notification.
    expect((await pageOf(account)).total).toBe(3);
  });

  it('does not tell the buyer of their own cancellation, and tells guests nothing', async () => {
    const { token, account } = await newBuyer();
    const order = (await placeFor(token)).orders[0]!;
    const cancelled = await call('POST', `/api/commandes/${order.id}/annuler`, token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await messagesOf(account)).toEqual([
      `Commande ${order.orderNumber} enregistrée · ${SHOP}`,
    ]);

    // Only the shop hears of a guest's order.
    const buyerNotices = () =>
      testApp.database.pool.query(
        'select count(*)::int as n from notifications where account_id <> $1',
        [seller.userId],
      );
    const before = await buyerNotices();
    await placeFor(null);
    const after = await buyerNotices();
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('tells of an online payment’s result', async () => {
    const { token, account } = await newBuyer();
    const result = await placeFor(token, {
      method: 'Mobile Money',
      provider: 'Moov',
      account: '+228 90 12 34 56',
    });
    const decided = await call(
      'POST',
      `/api/paiements/test/${result.reference}/decision`,
      undefined,
      {
        decision: 'approve',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await messagesOf(account))[0]).toBe(
      `Paiement reçu pour la commande ${result.orders[0]!.orderNumber} · ${SHOP}`,
    );
  });
});

describe('reading them', () => {
  it('keeps the unread first; the bell counts them; one read is read for good', async () => {
    const { token, account } = await newBuyer();
    const first = (await placeFor(token)).orders[0]!;
    const second = (await placeFor(token)).orders[0]!;
    const newest = (await pageOf(account)).notifications[0]!;
    expect(newest.message).toContain(second.orderNumber);
    await testApp.services.notifications.markRead(account, newest.id);

    const page = await pageOf(account);
    expect(page).toMatchObject({ total: 2, unread: 1 });
    expect(page.notifications.map((notice) => [notice.message.split(' ')[1], notice.read])).toEqual(
      [
        [first.orderNumber, false],
        [second.orderNumber, true],
      ],
    );
    expect(await testApp.services.attention.forAccount(account)).toEqual([
      { label: '1 notification non lue', to: 'notifications', count: 1 },
    ]);
  });

  it('answers another account’s notification as if it did not exist', async () => {
    const owner = await newBuyer();
    const stranger = await newBuyer();
    await placeFor(owner.token);
    const notice = (await pageOf(owner.account)).notifications[0]!;
    await expect(
      testApp.services.notifications.markRead(stranger.account, notice.id),
    ).rejects.toBeInstanceOf(NotFound);
    expect((await pageOf(owner.account)).unread).toBe(1);
  });

  it('marks all read up to the newest shown: one arriving meanwhile stays unread', async () => {
    const { token, account } = await newBuyer();
    await placeFor(token);
    await placeFor(token);
    const shown = await pageOf(account);
    expect(shown.unread).toBe(2);
    const late = (await placeFor(token)).orders[0]!;

    expect(await testApp.services.notifications.markAllRead(account, shown.newestId)).toBe(2);
    const after = await pageOf(account);
    expect(after.unread).toBe(1);
    expect(after.notifications[0]).toMatchObject({ read: false });
    expect(after.notifications[0]!.message).toContain(late.orderNumber);
    expect(await testApp.services.attention.forAccount(account)).toEqual([
      { label: '1 notification non lue', to: 'notifications', count: 1 },
    ]);
  });
});
