import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalAttention } from '#common/attention.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';

// The dashboards' bell: a seller's waiting orders and low stock, a buyer's unread notifications,
// the team's e-mails to send again.

let testApp: TestApp;
const { login, call, checkout, offers, setStock } = orderHelpers(() => testApp);
let awaToken: string;
let kofiToken: string;
let awa: CurrentAccount;
let kofi: CurrentAccount;
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awaToken, kofiToken] = await Promise.all([
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
  awa = await testApp.services.accounts.authenticate(awaToken);
  kofi = await testApp.services.accounts.authenticate(kofiToken);
  const own = (await offers()).filter((candidate) => candidate.boutiqueId === awa.boutiqueId);
  offer = own[0]!;
  for (const other of own) await setStock(other.id, 50);
});
afterAll(async () => {
  await testApp?.close();
});

const forAccount = (account: CurrentAccount) => testApp.services.attention.forAccount(account);

describe('what waits for a dashboard’s owner', () => {
  it('counts a seller’s waiting orders, and what a buyer has not read yet', async () => {
    const sellerBefore = totalAttention(await forAccount(awa));
    const buyerBefore = totalAttention(await forAccount(kofi));
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: kofiToken },
    );
    const order = placed.json<CheckoutResult>().orders[0]!;

    // The seller: an order to handle, and its notification to read.
    const seller = await forAccount(awa);
    expect(totalAttention(seller)).toBe(sellerBefore + 2);
    expect(seller[0]).toMatchObject({ to: 'orders?statut=En+attente' });
    expect(seller[1]).toMatchObject({ to: 'notifications' });
    const buyer = await forAccount(kofi);
    expect(totalAttention(buyer)).toBe(buyerBefore + 1);
    expect(buyer[0]).toMatchObject({ to: 'notifications' });

    // Handled by the seller: no longer waiting for her (her notification stays unread until she
    // reads it); the buyer is told of it.
    await call('PATCH', `/api/commandes/${order.id}/statut`, awaToken, { statut: 'En cours' });
    expect(totalAttention(await forAccount(awa))).toBe(sellerBefore + 1);
    expect(totalAttention(await forAccount(kofi))).toBe(buyerBefore + 2);
    await testApp.services.notifications.markAllRead(kofi, null);
    expect(await forAccount(kofi)).toEqual([]);
  });

  it('names each product of the seller running out', async () => {
    await setStock(offer.id, 0);
    const items = await forAccount(awa);
    expect(items).toContainEqual({
      label: `Plus de stock : « ${offer.name} »`,
      to: 'products',
      count: 1,
    });
    await setStock(offer.id, 50);
    expect((await forAccount(awa)).some((item) => item.label.includes(offer.name))).toBe(false);
  });

  it('tells the team of an e-mail that failed every try, until it is sent again', async () => {
    const admin = await testApp.services.accounts.authenticate(
      await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    );
    // The demo's one refused message (demo/demo-outbox.ts).
    expect(await forAccount(admin)).toContainEqual({
      label: '1 e-mail en échec à renvoyer',
      to: 'courriels',
      count: 1,
    });
    const { failed } = await testApp.services.outbox.overview(admin);
    await testApp.services.outbox.resend(admin, failed[0]!.id);
    expect((await forAccount(admin)).some((item) => item.to === 'courriels')).toBe(false);
    await testApp.services.outbox.settled();
  });
});
