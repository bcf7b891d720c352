import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order, PaymentSummary } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { PAYMENT_EXPIRY_JOB, startPaymentExpiryJob } from '#modules/payments/payment-expiry-job.ts';
import { COD_TOGO, GUEST, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { callCounter, sendFromTwoInstances } from '../../../tests/support/two-workers.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Online payments through the test aggregator, against a real PostgreSQL: the payment page's
// summary, the signed webhook (applied once), the buyer's decision and abandoned payments.

let testApp: TestApp;
const { login, checkout, call, offers, setStock, stockOf, count } = orderHelpers(() => testApp);

let kofi: string;
let awa: string;
let awaOffers: OfferRow[];
let mariamOffers: OfferRow[];

// Moov: an operator every demo shop takes (Saveurs du Faso, in Burkina, takes no MTN).
const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 90 12 34 56' };
const TOGO = COD_TOGO.delivery;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  let mariam: string;
  [kofi, awa, mariam] = await Promise.all([
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR),
  ]);
  const boutiqueOf = async (token: string) =>
    (await call('GET', '/api/users/check-auth', token)).json<{ boutiqueId: number }>().boutiqueId;
  const [awaBoutique, mariamBoutique] = await Promise.all([boutiqueOf(awa), boutiqueOf(mariam)]);
  const all = await offers();
  awaOffers = all.filter((offer) => offer.boutiqueId === awaBoutique);
  mariamOffers = all.filter((offer) => offer.boutiqueId === mariamBoutique);
  expect(awaOffers.length).toBeGreaterThanOrEqual(4);
  expect(mariamOffers.length).toBeGreaterThanOrEqual(1);
});
afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  for (const offer of [...awaOffers.slice(0, 3), mariamOffers[0]!]) await setStock(offer.id, 20);
});

/** An online checkout by kofi (or a guest), expected to be placed. */
async function payOnline(
  lines: { id: number; quantity: number }[],
  options: { payment?: object; guest?: boolean } = {},
): Promise<CheckoutResult> {
  const response = await checkout(
    {
      lines,
      delivery: TOGO,
      payment: options.payment ?? MOBILE_MONEY,
      ...(options.guest ? { guest: GUEST } : {}),
    },
    options.guest ? {} : { token: kofi },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

/** The checkout's orders as they are now, through its secret tracking link. */
async function ordersOf(result: CheckoutResult): Promise<Order[]> {
  const response = await call(
    'GET',
    `/api/commandes${result.trackingUrl.replace('/suivi-commande', '/suivi')}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<CheckoutResult>().orders;
}

async function paymentOf(reference: string): Promise<PaymentSummary> {
  const response = await call('GET', `/api/paiements/${reference}`);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentSummary>();
}

interface Notification {
  eventId: string;
  reference: string;
  status: 'Réussi' | 'Échoué' | string;
  amount: number;
}

/** Posts a webhook with the exact raw body; signed as the test aggregator unless told otherwise. */
async function notify(body: Notification | string, options: { signature?: string | null } = {}) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? await testApp.services.payments.signTestNotification(rawBody)
      : options.signature;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/paiements/webhook/test',
    payload: rawBody,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-baobab-signature': signature }),
    },
  });
}

const decide = (reference: string, decision: string) =>
  call('POST', `/api/paiements/test/${reference}/decision`, undefined, { decision });

/** Everything stored about a checkout, as text: what a database dump would reveal. */
async function storedRows(reference: string): Promise<string> {
  const { rows } = await testApp.database.pool.query<{ dump: string }>(
    `select json_build_object(
       'checkout', row_to_json(c),
       'orders', (select json_agg(row_to_json(o)) from commandes o where o.checkout_id = c.id),
       'lines', (select json_agg(row_to_json(l)) from commande_lignes l
                 join commandes o on o.id = l.commande_id where o.checkout_id = c.id),
       'events', (select json_agg(row_to_json(e)) from commande_evenements e
                  join commandes o on o.id = e.commande_id where o.checkout_id = c.id),
       'notifications', (select json_agg(row_to_json(n)) from payment_notifications n
                         where n.checkout_id = c.id)
     )::text as dump
     from checkouts c where c.reference = $1`,
    [reference],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.dump;
}

describe('online checkout', () => {
  it('sends the buyer to the test payment page and takes the stock at once', async () => {
    const [a1] = awaOffers;
    const [m1] = mariamOffers;
    const before = Date.now();
    const result = await payOnline(
      [
        { id: a1!.id, quantity: 2 },
        { id: m1!.id, quantity: 1 },
      ],
      { guest: true },
    );
    expect(result.paymentUrl).toBe(`/paiement-test/${result.reference}`);
    expect(result.orders).toHaveLength(2);
    // Whatever its status says later, a test payment moves no money: every view says so.
    expect(result.orders.every((order) => order.paymentTestMode)).toBe(true);
    for (const order of result.orders) {
      expect(order).toMatchObject({
        status: 'En attente',
        paymentStatus: 'En attente',
        paymentMethod: 'Mobile Money',
        paymentReference: '•••• 3456',
      });
    }
    expect(await stockOf(a1!.id)).toBe(18);
    expect(await stockOf(m1!.id)).toBe(19);

    const payment = await paymentOf(result.reference);
    expect(payment).toMatchObject({
      reference: result.reference,
      method: 'Mobile Money',
      provider: 'Moov',
      amount: result.total,
      status: 'En attente',
      testMode: true,
      trackingUrl: result.trackingUrl,
    });
    expect(result.total).toBe(2 * a1!.price + m1!.price);
    // The buyer has 30 minutes to pay.
    const deadline = Date.parse(payment.expiresAt!);
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1_000);
  });

  it('keeps only a masked Mobile Money number, nowhere the full one', async () => {
    const result = await payOnline([{ id: awaOffers[0]!.id, quantity: 1 }]);
    const { rows } = await testApp.database.pool.query<{ masked: string | null }>(
      'select payment_account_masked as masked from checkouts where reference = $1',
      [result.reference],
    );
    expect(rows[0]!.masked).toBe('•••• 3456');
    const stored = await storedRows(result.reference);
    expect(stored).toContain('•••• 3456');
    for (const fullNumber of ['+228 90 12 34 56', '90 12 34 56', '90123456', '22890123456']) {
      expect(stored).not.toContain(fullNumber);
    }
  });

  it('keeps the last four digits of a card', async () => {
    const result = await payOnline([{ id: awaOffers[0]!.id, quantity: 1 }], {
      payment: { method: 'Carte Bancaire', account: '4242' },
    });
    expect(result.paymentUrl).toBe(`/paiement-test/${result.reference}`);
    expect(result.orders[0]!.paymentReference).toBe('•••• 4242');
    const { rows } = await testApp.database.pool.query<{ masked: string | null }>(
      'select payment_account_masked as masked from checkouts where reference = $1',
      [result.reference],
    );
    expect(rows[0]!.masked).toBe('•••• 4242');
    expect(await paymentOf(result.reference)).toMatchObject({
      method: 'Carte Bancaire',
      provider: null,
      status: 'En attente',
      testMode: true,
    });
  });

  it('has no payment page for cash on delivery', async () => {
    const response = await checkout({
      lines: [{ id: awaOffers[0]!.id, quantity: 1 }],
      ...COD_TOGO,
      guest: GUEST,
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<CheckoutResult>();
    expect(result.paymentUrl).toBeNull();
    expect(result.orders[0]!.paymentTestMode).toBe(false);
    expect(await paymentOf(result.reference)).toMatchObject({
      method: 'Paiement à la livraison',
      testMode: false,
      expiresAt: null,
    });
    // The test aggregator's page does not exist for it.
    expect((await decide(result.reference, 'approve')).statusCode).toBe(404);
  });
});

describe('POST /api/paiements/webhook/test', () => {
  let result: CheckoutResult;

  beforeEach(async () => {
    result = await payOnline([{ id: awaOffers[1]!.id, quantity: 2 }]);
  });

  const success = (eventId: string): Notification => ({
    eventId,
    reference: result.reference,
    status: 'Réussi',
    amount: result.total,
  });

  async function expectUntouched(): Promise<void> {
    const [order] = await ordersOf(result);
    expect(order).toMatchObject({ status: 'En attente', paymentStatus: 'En attente' });
    expect(order!.history).toHaveLength(1);
    expect((await paymentOf(result.reference)).status).toBe('En attente');
    expect(await stockOf(awaOffers[1]!.id)).toBe(18);
  }

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const notifications = await count('payment_notifications');
    const body = JSON.stringify(success('evt-signature-1'));
    const otherBody = JSON.stringify({ ...success('evt-signature-1'), amount: 1 });
    const otherSignature = await testApp.services.payments.signTestNotification(otherBody);
    for (const signature of [
      null,
      '',
      `sha256=${'0'.repeat(64)}`,
      otherSignature,
      otherSignature.replace('sha256=', ''),
    ]) {
      const response = await notify(body, { signature });
      expect(response.statusCode, String(signature)).toBe(401);
      expect(response.json().error.message).toBe(
        'Notification de paiement refusée : signature invalide.',
      );
    }
    // Signed for the test aggregator, posted as another provider.
    const signature = await testApp.services.payments.signTestNotification(body);
    const asCash = await testApp.app.inject({
      method: 'POST',
      url: '/api/paiements/webhook/livraison',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-baobab-signature': signature },
    });
    expect(asCash.statusCode).toBe(401);
    expect(await count('payment_notifications')).toBe(notifications);
    await expectUntouched();
  });

  it('refuses a body that is not a payment notification', async () => {
    const notifications = await count('payment_notifications');
    for (const body of [
      'pas du json',
      '{"eventId":"evt-1",',
      '[]',
      JSON.stringify({ ...success('evt-garbage-1'), status: 'Payé' }),
      JSON.stringify({ ...success('evt-garbage-2'), amount: result.total + 0.5 }),
      JSON.stringify({ ...success('evt-garbage-3'), montant: 1 }),
      JSON.stringify({ reference: result.reference, status: 'Réussi', amount: result.total }),
    ]) {
      const response = await notify(body);
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body).toBeLessThan(500);
    }
    expect(await count('payment_notifications')).toBe(notifications);
    await expectUntouched();
  });

  it('refuses an amount that differs from the order with 400, recording nothing', async () => {
    const notifications = await count('payment_notifications');
    for (const amount of [result.total - 1, result.total + 1, 1]) {
      const response = await notify({ ...success('evt-montant-1'), amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Le montant notifié ne correspond pas à la commande.',
      );
    }
    expect(await count('payment_notifications')).toBe(notifications);
    await expectUntouched();
    // The refused event was not kept: the provider's corrected retry is applied.
    expect((await notify(success('evt-montant-1'))).json()).toEqual({ outcome: 'appliqué' });
  });

  it('applies a successful payment once, however often it is notified', async () => {
    const first = await notify(success('evt-reussi-1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'appliqué' });

    const [paid] = await ordersOf(result);
    expect(paid).toMatchObject({ status: 'En attente', paymentStatus: 'Réussi' });
    expect(paid!.history.map(({ kind, from, to, actor }) => [kind, from, to, actor])).toEqual([
      ['statut', null, 'En attente', 'Acheteur'],
      ['paiement', 'En attente', 'Réussi', 'Système'],
    ]);
    expect((await paymentOf(result.reference)).status).toBe('Réussi');
    expect(await stockOf(awaOffers[1]!.id)).toBe(18);

    const again = await notify(success('evt-reussi-1'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'doublon' });
    const concurrent = await Promise.all([
      notify(success('evt-reussi-1')),
      notify(success('evt-reussi-1')),
    ]);
    expect(concurrent.map((response) => response.json())).toEqual([
      { outcome: 'doublon' },
      { outcome: 'doublon' },
    ]);
    expect((await ordersOf(result))[0]!.history).toHaveLength(2);

    // A later, contradicting event is recorded but cannot undo a settled payment.
    const late = await notify({ ...success('evt-echoue-tardif'), status: 'Échoué' });
    expect(late.json()).toEqual({ outcome: 'ignoré' });
    const [after] = await ordersOf(result);
    expect(after).toMatchObject({ status: 'En attente', paymentStatus: 'Réussi' });
    expect(after!.history).toHaveLength(2);
    expect(await stockOf(awaOffers[1]!.id)).toBe(18);
  });

  it('applies one of two different events arriving together', async () => {
    const [one, two] = await Promise.all([
      notify(success('evt-simultane-1')),
      notify(success('evt-simultane-2')),
    ]);
    expect([one.json().outcome, two.json().outcome].sort()).toEqual(['appliqué', 'ignoré']);
    const [order] = await ordersOf(result);
    expect(order!.history.filter((event) => event.kind === 'paiement')).toHaveLength(1);
  });

  it('lets the seller ship an online order only once it is paid', async () => {
    const [order] = result.orders;
    const ship = () =>
      call('PATCH', `/api/commandes/${order!.id}/statut`, awa, { statut: 'En cours' });
    const unpaid = await ship();
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(
      'Le paiement en ligne de cette commande n’est pas confirmé : ne l’expédiez pas encore.',
    );
    expect((await ordersOf(result))[0]!.status).toBe('En attente');

    expect((await notify(success('evt-expedition-1'))).json()).toEqual({ outcome: 'appliqué' });
    const shipped = await ship();
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<Order>()).toMatchObject({ status: 'En cours', paymentStatus: 'Réussi' });
  });

  it('marks a failed payment Échoué, cancels the order and puts the stock back', async () => {
    const response = await notify({ ...success('evt-echec-1'), status: 'Échoué' });
    expect(response.json()).toEqual({ outcome: 'appliqué' });
    const [order] = await ordersOf(result);
    expect(order).toMatchObject({ status: 'Annulé', paymentStatus: 'Échoué' });
    expect(order!.history.slice(1).map(({ kind, to, actor }) => [kind, to, actor])).toEqual([
      ['paiement', 'Échoué', 'Système'],
      ['statut', 'Annulé', 'Système'],
    ]);
    expect(await stockOf(awaOffers[1]!.id)).toBe(20);
    // A late success cannot revive it, nor take the stock again.
    expect((await notify(success('evt-echec-2'))).json()).toEqual({ outcome: 'ignoré' });
    expect((await ordersOf(result))[0]).toMatchObject({
      status: 'Annulé',
      paymentStatus: 'Échoué',
    });
    expect(await stockOf(awaOffers[1]!.id)).toBe(20);
  });

  it('answers 404 for a reference it does not know', async () => {
    const response = await notify({ ...success('evt-inconnu-1'), reference: 'reference-inconnue' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Paiement introuvable.');
    await expectUntouched();
  });
});

describe('the test payment page', () => {
  it('declining fails the payment, cancels every order and releases the stock', async () => {
    const [a1, a2] = awaOffers;
    const [m1] = mariamOffers;
    const result = await payOnline([
      { id: a1!.id, quantity: 3 },
      { id: m1!.id, quantity: 2 },
      { id: a2!.id, quantity: 1 },
    ]);
    expect(result.orders).toHaveLength(2);
    expect([await stockOf(a1!.id), await stockOf(a2!.id), await stockOf(m1!.id)]).toEqual([
      17, 19, 18,
    ]);

    const response = await decide(result.reference, 'decline');
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentSummary>()).toMatchObject({
      reference: result.reference,
      status: 'Échoué',
      testMode: true,
    });
    const orders = await ordersOf(result);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'Annulé', paymentStatus: 'Échoué' });
      expect(order.history.at(-1)).toMatchObject({
        kind: 'statut',
        to: 'Annulé',
        actor: 'Système',
      });
    }
    expect([await stockOf(a1!.id), await stockOf(a2!.id), await stockOf(m1!.id)]).toEqual([
      20, 20, 20,
    ]);

    // Coming back to the page and approving changes nothing any more.
    const late = await decide(result.reference, 'approve');
    expect(late.json<PaymentSummary>().status).toBe('Échoué');
    expect(await stockOf(a1!.id)).toBe(20);
  });

  it('approving marks every order paid and keeps the stock taken', async () => {
    const result = await payOnline(
      [
        { id: awaOffers[0]!.id, quantity: 1 },
        { id: mariamOffers[0]!.id, quantity: 1 },
      ],
      { guest: true },
    );
    const response = await decide(result.reference, 'approve');
    expect(response.json<PaymentSummary>().status).toBe('Réussi');
    for (const order of await ordersOf(result)) {
      expect(order).toMatchObject({ status: 'En attente', paymentStatus: 'Réussi' });
    }
    expect(await stockOf(awaOffers[0]!.id)).toBe(19);
    expect(await stockOf(mariamOffers[0]!.id)).toBe(19);
  });

  it('refuses an unknown decision and an unknown reference', async () => {
    const result = await payOnline([{ id: awaOffers[0]!.id, quantity: 1 }]);
    expect((await decide(result.reference, 'peut-être')).statusCode).toBe(400);
    expect((await paymentOf(result.reference)).status).toBe('En attente');

    const unknownPage = await call('GET', '/api/paiements/reference-inconnue');
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.json().error.message).toBe('Paiement introuvable.');
    expect((await decide('reference-inconnue', 'approve')).statusCode).toBe(404);
  });
});

describe('abandoned payments', () => {
  it('cancels an unpaid checkout after 30 minutes and releases its stock, not before', async () => {
    // An offer of its own: the sweep also ends the other tests' unpaid checkouts. The demo
    // history's own pending payments (some hold this offer) are swept first, so that what
    // follows counts this test's checkouts only.
    const { expireAbandonedPayments } = testApp.services.payments;
    await expireAbandonedPayments(new Date(Date.now() + 31 * 60_000));
    const offer = awaOffers[3]!;
    await setStock(offer.id, 10);
    const abandoned = await payOnline([{ id: offer.id, quantity: 4 }]);
    const paid = await payOnline([{ id: offer.id, quantity: 1 }]);
    await decide(paid.reference, 'approve');
    const cash = await checkout(
      { lines: [{ id: offer.id, quantity: 2 }], ...COD_TOGO },
      { token: kofi },
    );
    expect(cash.statusCode).toBe(201);
    expect(await stockOf(offer.id)).toBe(3);

    expect(await expireAbandonedPayments(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect((await paymentOf(abandoned.reference)).status).toBe('En attente');
    expect((await ordersOf(abandoned))[0]!.status).toBe('En attente');
    expect(await stockOf(offer.id)).toBe(3);

    expect(await expireAbandonedPayments(new Date(Date.now() + 31 * 60_000))).toBeGreaterThan(0);
    expect((await paymentOf(abandoned.reference)).status).toBe('Échoué');
    const [cancelled] = await ordersOf(abandoned);
    expect(cancelled).toMatchObject({ status: 'Annulé', paymentStatus: 'Échoué' });
    expect(cancelled!.history.at(-1)).toMatchObject({ to: 'Annulé', actor: 'Système' });
    expect(await stockOf(offer.id)).toBe(7);

    // The paid and the cash checkouts are left alone.
    expect((await ordersOf(paid))[0]).toMatchObject({
      status: 'En attente',
      paymentStatus: 'Réussi',
    });
    const [cashOrder] = await ordersOf(cash.json<CheckoutResult>());
    expect(cashOrder).toMatchObject({ status: 'En attente', paymentStatus: 'En attente' });

    // A second sweep finds nothing; the buyer paying too late changes nothing either.
    expect(await expireAbandonedPayments(new Date(Date.now() + 31 * 60_000))).toBe(0);
    const late = await notify({
      eventId: 'evt-trop-tard',
      reference: abandoned.reference,
      status: 'Réussi',
      amount: abandoned.total,
    });
    expect(late.json()).toEqual({ outcome: 'ignoré' });
    expect((await ordersOf(abandoned))[0]!.status).toBe('Annulé');
    expect(await stockOf(offer.id)).toBe(7);
  });
});

describe('payment expiry on the job queue', () => {
  it('runs as a scheduled job: each checkout cancelled once with two instances, e-mails with it', async () => {
    const { expireAbandonedPayments } = testApp.services.payments;
    await expireAbandonedPayments(new Date(Date.now() + 31 * 60_000));
    const offer = mariamOffers[0]!;
    const abandoned = await payOnline([{ id: offer.id, quantity: 3 }], { guest: true });
    expect(await stockOf(offer.id)).toBe(17);
    // Its deadline passed a minute ago.
    await testApp.database.pool.query(
      `update checkouts set payment_expires_at = now() - interval '1 minute' where reference = $1`,
      [abandoned.reference],
    );

    let cancelled = 0;
    const runs = callCounter(2);
    const payments = {
      async expireAbandonedPayments() {
        const count = await expireAbandonedPayments();
        cancelled += count;
        runs.tick();
        return count;
      },
    };
    await sendFromTwoInstances({
      connectionString: testApp.database.url,
      queue: PAYMENT_EXPIRY_JOB.queue,
      register: (queue) => startPaymentExpiryJob(queue, payments),
      worked: runs.done,
    });
    expect(cancelled).toBe(1);
    const [order] = await ordersOf(abandoned);
    expect(order).toMatchObject({ status: 'Annulé', paymentStatus: 'Échoué' });
    expect(order!.history.filter((event) => event.to === 'Annulé')).toHaveLength(1);
    expect(await stockOf(offer.id)).toBe(20);
    // The buyer's e-mail was written in the expiry's transaction, once.
    const { rows } = await testApp.database.pool.query(
      'select recipient from outbox_messages where event_key = $1',
      [`commande:${order!.id}:paiement:Échoué`],
    );
    expect(rows).toEqual([{ recipient: GUEST.email }]);
    // Each instance registered the minute's schedule; pg-boss keeps one per queue.
    const schedules = await testApp.database.pool.query(
      'select cron from pgboss.schedule where name = $1',
      [PAYMENT_EXPIRY_JOB.queue],
    );
    expect(schedules.rows).toEqual([{ cron: PAYMENT_EXPIRY_JOB.cron }]);
  });
});

describe('cancelling before paying', () => {
  it('takes a cancelled order out of the amount due, and a late approval pays only the rest', async () => {
    const result = await payOnline([
      { id: awaOffers[0]!.id, quantity: 1 },
      { id: mariamOffers[0]!.id, quantity: 1 },
    ]);
    const [first, second] = result.orders;
    const cancelled = await call('POST', `/api/commandes/${first!.id}/annuler`, kofi);
    expect(cancelled.json<Order>()).toMatchObject({ status: 'Annulé', paymentStatus: 'Échoué' });
    expect((await paymentOf(result.reference)).amount).toBe(second!.total);

    expect((await decide(result.reference, 'approve')).json<PaymentSummary>().status).toBe(
      'Réussi',
    );
    const orders = await ordersOf(result);
    expect(orders.find((o) => o.id === first!.id)).toMatchObject({
      status: 'Annulé',
      paymentStatus: 'Échoué',
    });
    expect(orders.find((o) => o.id === second!.id)).toMatchObject({
      status: 'En attente',
      paymentStatus: 'Réussi',
    });
  });

  it('closes the payment once every order is cancelled: approving then changes nothing', async () => {
    const stock = await stockOf(awaOffers[1]!.id);
    const result = await payOnline([{ id: awaOffers[1]!.id, quantity: 2 }]);
    const [order] = result.orders;
    await call('PATCH', `/api/commandes/${order!.id}/statut`, awa, {
      statut: 'Annulé',
      motif: 'Rupture de stock.',
    });
    expect(await stockOf(awaOffers[1]!.id)).toBe(stock);
    expect((await paymentOf(result.reference)).status).toBe('Échoué');

    const approved = await decide(result.reference, 'approve');
    expect(approved.json<PaymentSummary>().status).toBe('Échoué');
    expect((await ordersOf(result))[0]).toMatchObject({
      status: 'Annulé',
      paymentStatus: 'Échoué',
    });
  });
});
