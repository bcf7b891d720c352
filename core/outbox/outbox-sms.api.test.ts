import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '#common/notification-preferences.ts';
import { formatFcfa } from '#common/money.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { OUTBOX_RESENT } from '#common/outbox.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import {
  startAfricasTalkingServer,
  type AfricasTalkingServer,
} from '../../tests/support/africas-talking-server.ts';
import { COD_TOGO, orderHelpers } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// SMS through the outbox (issue 48) against a local server speaking Africa's Talking's API: an
// order's news reaches by SMS the buyer who asked for them, once, and no one else; the provider's
// « slow down » is waited for as long as it asks; a number it refuses for good fails at once and
// waits in the back-office for « Renvoyer »; a number that answered STOP gets nothing more; an
// online payment's outcome goes too.

let provider: AfricasTalkingServer;
let testApp: TestApp;
const { call, checkout, login, newAccount, offers } = orderHelpers(() => testApp);

beforeAll(async () => {
  provider = await startAfricasTalkingServer();
  testApp = await createTestApp({
    template: 'demo',
    env: {
      AFRICASTALKING_USERNAME: 'baobab',
      AFRICASTALKING_API_KEY: 'cle-de-test',
      AFRICASTALKING_API_URL: provider.url,
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

/** A buyer with SMS on or off, and a cash order of hers from Awa's boutique, to this phone. */
async function buyerWithOrder(name: string, sms: boolean, phone: string) {
  const buyer = await newAccount('ACHETEUR', name);
  const saved = await call('PUT', '/api/compte/preferences/notifications', buyer.token, {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    sms,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  const { boutiqueId } = (await call('GET', '/api/users/check-auth', awa)).json<{
    boutiqueId: number;
  }>();
  const offer = (await offers()).find((each) => each.boutiqueId === boutiqueId && each.stock > 0);
  const placed = await checkout(
    {
      lines: [{ id: offer!.id, quantity: 1 }],
      ...COD_TOGO,
      delivery: { ...COD_TOGO.delivery, phone },
    },
    { token: buyer.token },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const [order] = placed.json<CheckoutResult>().orders;
  return { awa, order: order! };
}

async function moveOrder(seller: string, orderId: number, statut: string) {
  const moved = await call('PATCH', `/api/commandes/${orderId}/statut`, seller, { statut });
  expect(moved.statusCode, moved.body).toBe(200);
  await testApp.services.outbox.settled();
}

async function smsRows(orderId: number) {
  const { rows } = await testApp.database.pool.query<{
    id: number;
    recipient: string;
    status: string;
    attempts: number;
    next_attempt_at: Date;
    updated_at: Date;
    last_error: string | null;
  }>(
    `select id, recipient, status, attempts, next_attempt_at, updated_at, last_error
       from outbox_messages where channel = 'sms' and event_key like $1 order by id`,
    [`commande:${orderId}:%`],
  );
  return rows;
}

const sentTo = (phone: string) => provider.received.filter((sms) => sms.to === phone);

describe('an order’s news by SMS', () => {
  it('reach the buyer who asked for SMS, once each, and not one who did not', async () => {
    const wanted = await buyerWithOrder('Afi Texto', true, '+228 90 55 00 01');
    await moveOrder(wanted.awa, wanted.order.id, 'En cours');
    await moveOrder(wanted.awa, wanted.order.id, 'Livré');
    const received = sentTo('+22890550001');
    expect(received.map((sms) => sms.message?.split(' Suivi sur ')[0])).toEqual([
      `Baobab. Commande ${wanted.order.orderNumber} en préparation.`,
      `Baobab. Commande ${wanted.order.orderNumber} livrée.`,
    ]);
    expect(received.every((sms) => sms.apiKey === 'cle-de-test')).toBe(true);
    expect(received[0]!.message).toMatch(/ Suivi sur http:\/\/\S+\/suivi-commande\/\S+$/);
    expect((await smsRows(wanted.order.id)).map((row) => row.status)).toEqual(['Envoyé', 'Envoyé']);
    // Another sweep sends nothing again.
    await testApp.services.outbox.deliverDue();
    expect(sentTo('+22890550001')).toHaveLength(2);

    const unwanted = await buyerWithOrder('Kossi Sans Texto', false, '+228 90 55 00 02');
    await moveOrder(unwanted.awa, unwanted.order.id, 'En cours');
    expect(await smsRows(unwanted.order.id)).toEqual([]);
    expect(sentTo('+22890550002')).toEqual([]);
  });

  it('wait as long as the provider asks when it says « too many requests »', async () => {
    const { awa, order } = await buyerWithOrder('Ama Patiente', true, '+228 90 55 00 03');
    provider.answerNext({ tooManyRequests: { retryAfterSeconds: 3600 } });
    await moveOrder(awa, order.id, 'En cours');
    const [waiting] = await smsRows(order.id);
    expect(waiting).toMatchObject({ status: 'En attente', attempts: 1 });
    // Not the outbox's own first wait (a minute): the hour the provider asked for.
    const wait = waiting!.next_attempt_at.getTime() - waiting!.updated_at.getTime();
    expect(wait).toBeGreaterThanOrEqual(3_600_000);
    expect(waiting!.last_error).toContain('429');
  });

  it('fail at once for a number refused for good, and go again with « Renvoyer »', async () => {
    const { awa, order } = await buyerWithOrder('Yao Injoignable', true, '+228 90 55 00 04');
    provider.answerNext({ recipientStatus: 403, status: 'InvalidPhoneNumber' });
    await moveOrder(awa, order.id, 'En cours');
    const [failed] = await smsRows(order.id);
    expect(failed).toMatchObject({ status: 'Échec', attempts: 1, recipient: '+22890550004' });
    expect(failed!.last_error).toContain('InvalidPhoneNumber');

    const admin = await testApp.services.accounts.authenticate(
      await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    );
    const { outbox } = testApp.services;
    expect((await outbox.overview(admin)).failed).toContainEqual(
      expect.objectContaining({ id: failed!.id, channel: 'sms', to: '+22890550004' }),
    );
    expect(await outbox.resend(admin, failed!.id)).toBe(OUTBOX_RESENT);
    await outbox.settled();
    expect((await smsRows(order.id))[0]).toMatchObject({ status: 'Envoyé' });
    expect(sentTo('+22890550004')).toHaveLength(2);
  });

  it('stop for good at a number whose owner answered STOP, whoever they are for', async () => {
    const { awa, order } = await buyerWithOrder('Edem Stop', true, '+228 90 55 00 05');
    provider.answerNext({ recipientStatus: 406, status: 'UserInBlacklist' });
    await moveOrder(awa, order.id, 'En cours');
    const before = sentTo('+22890550005').length;
    await moveOrder(awa, order.id, 'Livré');
    // The next message is not even offered to the provider.
    expect(sentTo('+22890550005')).toHaveLength(before);
    const rows = await smsRows(order.id);
    expect(rows.map((row) => row.status)).toEqual(['Échec', 'Échec']);
    expect(rows[1]!.last_error).toContain('STOP');
  });

  it('tell a buyer who asked for SMS that her online payment was received', async () => {
    const buyer = await newAccount('ACHETEUR', 'Akua Mobile Money');
    await call('PUT', '/api/compte/preferences/notifications', buyer.token, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      sms: true,
    });
    const [offer] = (await offers()).filter((each) => each.stock > 0);
    const placed = await checkout(
      {
        lines: [{ id: offer!.id, quantity: 1 }],
        delivery: { ...COD_TOGO.delivery, phone: '+228 90 55 00 06' },
        payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 90 55 00 06' },
      },
      { token: buyer.token },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference, orders } = placed.json<CheckoutResult>();
    const decided = await call('POST', `/api/paiements/test/${reference}/decision`, undefined, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await testApp.services.outbox.settled();
    expect(sentTo('+22890550006').map((sms) => sms.message?.split(' Suivi sur ')[0])).toEqual([
      `Baobab. Paiement de ${formatFcfa(orders[0]!.total).replace(/\s/g, ' ')} confirmé, commande ${orders[0]!.orderNumber}.`,
    ]);
  });
});
