import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/orders.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import { readMail } from '../tests/support/mail-reader.ts';
import { orderHelpers } from '../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { DEMO_PASSWORDS } from './demo-accounts.ts';

// The demo's orders live on in the instance that seeded them: a seller moves one along, a
// demo payment expires, the team sends a refused message again. Their e-mails' tracking links
// must open the order on this site, not a 404.

let inbox: SmtpInbox;
let testApp: TestApp;
const { login, call } = orderHelpers(() => testApp);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

describe('the demo’s orders', () => {
  it('keep tracking links that open on this site once their buyer is e-mailed', async () => {
    const awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const { orders } = (await call('GET', '/api/commandes/boutique', awa)).json<{
      orders: Order[];
    }>();
    const waiting = orders.find(
      (order) =>
        order.status === 'En attente' &&
        order.paymentMethod === CASH_ON_DELIVERY &&
        order.client.email &&
        !order.shipping.trackingRequired,
    );
    expect(waiting).toBeDefined();
    inbox.mails.splice(0);
    const moved = await call('PATCH', `/api/commandes/${waiting!.id}/statut`, awa, {
      statut: 'En cours',
    });
    expect(moved.statusCode).toBe(200);
    const mail = inbox.mails.find((sent) => sent.recipients.includes(waiting!.client.email!));
    const link = /(\S+)\/suivi-commande\/([\w-]+)/.exec(readMail(mail!.raw).text)!;
    expect(link[1]).toBe(testApp.config.publicUrl);
    const tracked = await call('GET', `/api/commandes/suivi/${link[2]}`);
    expect(tracked.statusCode, link[0]).toBe(200);
  });

  it('keep the links of the messages written while seeding on this site', async () => {
    const { rows } = await testApp.database.pool.query<{ body: string }>(
      "SELECT body FROM outbox_messages WHERE body LIKE '%/suivi-commande/%'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) {
      const link = /(\S+)\/suivi-commande\/([\w-]+)/.exec(body)!;
      expect(link[1]).toBe(testApp.config.publicUrl);
      expect((await call('GET', `/api/commandes/suivi/${link[2]}`)).statusCode).toBe(200);
    }
  });
});
