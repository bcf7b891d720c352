import { frenchTypography } from '#common/typography.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Tracking numbers (issue 15 §4): a zone with tracking on asks the seller for the carrier's
// number as the order leaves ('En cours'); the buyer sees it on the order and in the e-mail,
// with the carrier and the estimated delivery date.

let inbox: SmtpInbox;
let testApp: TestApp;
const { login, checkout, call, offers, setStock } = orderHelpers(() => testApp);

let awa: string;
let awaOffer: OfferRow;

const national = {
  zone: 'National',
  fee: 1000,
  carrier: 'DHL',
  deliveryDays: 3,
  tracking: true,
  express: null,
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
  awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
  const boutiqueId = (await call('GET', '/api/users/check-auth', awa)).json<{
    boutiqueId: number;
  }>().boutiqueId;
  awaOffer = (await offers()).find((offer) => offer.boutiqueId === boutiqueId)!;
  await setStock(awaOffer.id, 50);
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

async function placeOrder(): Promise<Order> {
  const guest = newGuest();
  const response = await checkout({
    lines: [{ id: awaOffer.id, quantity: 1 }],
    ...COD_TOGO,
    guest,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CheckoutResult>().orders[0]!;
}

const move = (order: Order, body: Record<string, unknown>) =>
  call('PATCH', `/api/commandes/${order.id}/statut`, awa, body);

describe('an order from a zone with tracking', () => {
  it('cannot leave without the carrier’s number, and tells it to the buyer once given', async () => {
    const saved = await call('PUT', '/api/vendeur/parametres/livraison', awa, {
      zones: [national],
      freeDeliveryFrom: null,
    });
    expect(saved.statusCode).toBe(200);
    const order = await placeOrder();
    expect(order.deliveryFee).toBe(1000);
    expect(order.shipping).toMatchObject({
      zone: 'National',
      carrier: 'DHL',
      express: false,
      days: 3,
      trackingRequired: true,
      trackingNumber: null,
    });
    const placed = Date.parse(order.createdAt);
    expect(order.shipping.estimatedDelivery).toBe(
      new Date(placed + 3 * 86_400_000).toISOString().slice(0, 10),
    );

    const refused = await move(order, { statut: 'En cours' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        details: [
          {
            field: 'trackingNumber',
            message: 'Saisissez le numéro de suivi du transporteur (DHL).',
          },
        ],
      },
    });
    const blank = await move(order, { statut: 'En cours', trackingNumber: '   ' });
    expect(blank.statusCode).toBe(400);
    const unchanged = (await call('GET', `/api/commandes/${order.id}`, awa)).json<Order>();
    expect(unchanged.status).toBe('En attente');

    inbox.mails.splice(0);
    const moved = await move(order, { statut: 'En cours', trackingNumber: ' JD014600003SE ' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Order>().shipping.trackingNumber).toBe('JD014600003SE');

    const stored = await testApp.database.pool.query<{ tracking_number: string }>(
      'select tracking_number from commandes where id = $1',
      [order.id],
    );
    expect(stored.rows[0]!.tracking_number).toBe('JD014600003SE');

    const mails = inbox.mails.map((mail) => readMail(mail.raw));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Commande ${order.orderNumber} en préparation`);
    expect(mails[0]!.text).toContain(frenchTypography('Transporteur : DHL'));
    expect(mails[0]!.text).toContain(frenchTypography('Numéro de suivi : JD014600003SE'));
    expect(mails[0]!.text).toMatch(/Livraison estimée\u00a0: \d{1,2} \S+ \d{4}/);
  });

  it('is refused a number too long, beside the field', async () => {
    const order = await placeOrder();
    const response = await move(order, { statut: 'En cours', trackingNumber: 'X'.repeat(61) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { details: [{ field: 'trackingNumber' }] },
    });
  });
});

describe('an order from a zone without tracking', () => {
  it('leaves without a number', async () => {
    const saved = await call('PUT', '/api/vendeur/parametres/livraison', awa, {
      zones: [{ ...national, tracking: false }],
      freeDeliveryFrom: null,
    });
    expect(saved.statusCode).toBe(200);
    const order = await placeOrder();
    expect(order.shipping.trackingRequired).toBe(false);
    const moved = await move(order, { statut: 'En cours' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Order>().shipping.trackingNumber).toBeNull();
  });
});
