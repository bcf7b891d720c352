import { frenchTypography } from '#common/typography.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The back-office's orders (issue 14): every boutique's orders filtered and paged on the server,
// an order moved on by the team, and cancelled with a reason (stock back, history, audit, buyer
// told by e-mail over real SMTP).

let inbox: SmtpInbox;
let testApp: TestApp;
const { login, checkout, call, newAccount, newOffer, stockOf } = orderHelpers(() => testApp);

let admin: string;
let adminId: number;
let seller: string;
let buyer: string;
let buyerEmail: string;
let offers: OfferRow[];
let boutiqueId: number;

interface AdminPage {
  orders: Order[];
  total: number;
  amount: number;
  page: number;
  pageCount: number;
}

const db = () => testApp.database.pool;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  adminId = (await call('GET', '/api/users/check-auth', admin)).json<{ id: number }>().id;
  // A boutique and a buyer of their own: the demo's history is too large for exact counts.
  const [ownSeller, ownBuyer] = await Promise.all([
    newAccount('VENDEUR', 'Sena Amouzou'),
    newAccount('ACHETEUR', 'Yaw Boateng'),
  ]);
  seller = ownSeller.token;
  buyer = ownBuyer.token;
  boutiqueId = ownSeller.boutiqueId!;
  buyerEmail = ownBuyer.Email;
  offers = [
    await newOffer(ownSeller, 'Savon noir de Sena', 1500, 20),
    await newOffer(ownSeller, 'Tisane kinkéliba de Sena', 2000, 20),
  ];
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
beforeEach(() => {
  inbox.mails.splice(0);
});

async function place(lines: [OfferRow, number][]): Promise<Order> {
  const response = await checkout(
    { lines: lines.map(([offer, quantity]) => ({ id: offer.id, quantity })), ...COD_TOGO },
    { token: buyer },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>().orders[0]!;
}

const list = (query: string, token = admin) => call('GET', `/api/admin/commandes${query}`, token);

async function auditEntries(orderId: number) {
  const { rows } = await db().query<{
    action: string;
    admin_account_id: number;
    target_label: string;
    reason: string | null;
  }>(
    `select action, admin_account_id, target_label, reason from audit_log
     where target_type = 'commande' and target_id = $1 order by id`,
    [orderId],
  );
  return rows;
}

describe('the guards', () => {
  const routes: ['GET' | 'PATCH' | 'POST', string, unknown?][] = [
    ['GET', '/api/admin/commandes'],
    ['GET', '/api/admin/chiffres'],
    ['PATCH', '/api/admin/commandes/1/statut', { statut: 'En cours' }],
    ['POST', '/api/admin/commandes/1/annulation', { motif: 'Test' }],
  ];

  it('refuse anonymous callers (401), buyers and sellers (403)', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, seller, body)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/admin/commandes', () => {
  let waiting: Order;
  let delivered: Order;

  beforeAll(async () => {
    waiting = await place([[offers[0]!, 2]]);
    delivered = await place([
      [offers[0]!, 1],
      [offers[1]!, 1],
    ]);
    for (const statut of ['En cours', 'Livré']) {
      await call('PATCH', `/api/commandes/${delivered.id}/statut`, seller, { statut });
    }
  });

  it('lists every boutique’s orders, newest first, 10 a page by default', async () => {
    const page = (await list('')).json<AdminPage>();
    const { rows } = await db().query<{ n: number; amount: string }>(
      'select count(*)::int as n, sum(total)::bigint as amount from commandes',
    );
    expect(page.total).toBe(rows[0]!.n);
    expect(page.amount).toBe(Number(rows[0]!.amount));
    expect(page.orders).toHaveLength(10);
    expect(page.orders[0]!.id).toBe(delivered.id);
    expect(new Set(page.orders.map((order) => order.boutique.id)).size).toBeGreaterThan(0);
    const big = (await list('?taille=25&page=2')).json<AdminPage>();
    expect(big.orders).toHaveLength(25);
    expect(big.pageCount).toBe(Math.ceil(rows[0]!.n / 25));
  });

  it('narrows by boutique, status, payment and dates', async () => {
    const ofBoutique = (await list(`?boutique=${boutiqueId}`)).json<AdminPage>();
    expect(ofBoutique.orders.map((order) => order.id)).toEqual([delivered.id, waiting.id]);
    expect(ofBoutique.amount).toBe(delivered.total + waiting.total);

    const paid = (
      await list(`?boutique=${boutiqueId}&statut=Livr%C3%A9&paiement=R%C3%A9ussi`)
    ).json<AdminPage>();
    expect(paid.orders.map((order) => order.id)).toEqual([delivered.id]);
    const open = (
      await list(`?boutique=${boutiqueId}&statut=${encodeURIComponent('En attente ou en cours')}`)
    ).json<AdminPage>();
    expect(open.orders.map((order) => order.id)).toEqual([waiting.id]);

    const today = new Date().toISOString().slice(0, 10);
    const sameDay = (
      await list(`?boutique=${boutiqueId}&du=${today}&au=${today}`)
    ).json<AdminPage>();
    expect(sameDay.total).toBe(2);
    const before = (await list(`?boutique=${boutiqueId}&au=2020-01-01`)).json<AdminPage>();
    expect(before.total).toBe(0);

    const { rows } = await db().query<{ n: number }>(
      `select count(*)::int as n from commandes where status = 'Livré' and payment_status = 'Réussi'
         and created_at >= '2026-01-01' and created_at < '2026-07-01'`,
    );
    const firstHalf = (
      await list('?statut=Livr%C3%A9&paiement=R%C3%A9ussi&du=2026-01-01&au=2026-06-30')
    ).json<AdminPage>();
    expect(firstHalf.total).toBe(rows[0]!.n);
  });

  it('narrows by day of delivery: the day its sale was recorded in the ledger', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // Placed long ago, delivered today: listed today by its delivery, not by its own date.
    await db().query("update commandes set created_at = '2025-03-01T09:00:00Z' where id = $1", [
      delivered.id,
    ]);
    const byDelivery = (
      await list(`?boutique=${boutiqueId}&dates=livraison&du=${today}&au=${today}`)
    ).json<AdminPage>();
    expect(byDelivery.orders.map((order) => order.id)).toEqual([delivered.id]);
    expect(byDelivery.amount).toBe(delivered.total);
    const placedToday = (
      await list(`?boutique=${boutiqueId}&du=${today}&au=${today}`)
    ).json<AdminPage>();
    expect(placedToday.orders.map((order) => order.id)).toEqual([waiting.id]);
    const deliveredThen = (
      await list(`?boutique=${boutiqueId}&dates=livraison&du=2025-03-01&au=2025-03-31`)
    ).json<AdminPage>();
    expect(deliveredThen.total).toBe(0);

    // Over every boutique, exactly the orders whose sale the ledger dates within the days.
    const { rows } = await db().query<{ n: number; amount: string }>(
      `select count(*)::int as n, coalesce(sum(c.total), 0)::bigint as amount
         from commandes c join ledger_transactions t on t.key = 'vente:' || c.id
        where t.occurred_at >= '2026-01-01' and t.occurred_at < '2026-07-01'`,
    );
    const firstHalf = (
      await list('?dates=livraison&du=2026-01-01&au=2026-06-30&taille=tout')
    ).json<AdminPage>();
    expect({ total: firstHalf.total, amount: firstHalf.amount }).toEqual({
      total: rows[0]!.n,
      amount: Number(rows[0]!.amount),
    });
    expect(firstHalf.total).toBeGreaterThan(0);
  });

  it('searches order numbers, clients and products', async () => {
    const byNumber = (await list(`?q=${waiting.orderNumber}`)).json<AdminPage>();
    expect(byNumber.orders.map((order) => order.id)).toEqual([waiting.id]);
    const byClient = (await list(`?q=yaw%20boat&boutique=${boutiqueId}`)).json<AdminPage>();
    expect(byClient.total).toBe(2);
    const byProduct = (await list('?q=kinkeliba%20de%20sena')).json<AdminPage>();
    expect(byProduct.orders.map((order) => order.id)).toEqual([delivered.id]);
  });

  it('refuses unreadable filters with a French message beside the field', async () => {
    const cases: [string, string, string][] = [
      ['?statut=Perdu', 'statut', 'Statut de commande invalide.'],
      ['?paiement=Oui', 'paiement', 'Statut de paiement invalide.'],
      ['?dates=expedition', 'dates', 'Dates invalides (commande ou livraison).'],
      ['?du=2026-02-30', 'du', 'Date de début invalide (AAAA-MM-JJ).'],
      ['?au=2026-13-45', 'au', 'Date de fin invalide (AAAA-MM-JJ).'],
      ['?du=2026-03-01&au=2026-02-01', 'au', 'La date de fin précède la date de début.'],
      ['?taille=7', 'taille', 'Taille de page invalide (10, 25, 50, 100 ou tout).'],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      const { details } = response.json<{
        error: { details: { field: string; message: string }[] };
      }>().error;
      expect(details, query).toContainEqual({ field, message });
    }
  });
});

describe('PATCH /api/admin/commandes/:id/statut', () => {
  it('moves an order on as its seller would, in the team’s name, even for a suspended seller', async () => {
    const order = await place([[offers[1]!, 1]]);
    // The seller suspended: its boutique closed, its open orders still to be delivered.
    await db().query('update boutiques set active = false where id = $1', [boutiqueId]);
    const response = await call('PATCH', `/api/admin/commandes/${order.id}/statut`, admin, {
      statut: 'En cours',
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<Order>();
    expect(moved.status).toBe('En cours');
    expect(moved.history.at(-1)).toMatchObject({
      from: 'En attente',
      to: 'En cours',
      actor: 'Administrateur',
    });
    expect(await auditEntries(order.id)).toEqual([
      {
        action: 'commande.statut',
        admin_account_id: adminId,
        target_label: `${order.orderNumber} → En cours`,
        reason: null,
      },
    ]);
    const refused = await call('PATCH', `/api/admin/commandes/${order.id}/statut`, admin, {
      statut: 'En attente',
    });
    expect(refused.statusCode).toBe(400);
    await db().query('update boutiques set active = true where id = $1', [boutiqueId]);
  });

  it('sends a cancellation to the route that asks for a reason', async () => {
    const order = await place([[offers[1]!, 1]]);
    const response = await call('PATCH', `/api/admin/commandes/${order.id}/statut`, admin, {
      statut: 'Annulé',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      'une annulation demande un motif',
    );
  });
});

describe('POST /api/admin/commandes/:id/annulation', () => {
  const cancel = (id: number, body: unknown, token = admin) =>
    call('POST', `/api/admin/commandes/${id}/annulation`, token, body);

  it('requires a reason, and changes nothing without one', async () => {
    const order = await place([[offers[0]!, 1]]);
    for (const body of [{}, { motif: '   ' }]) {
      const response = await cancel(order.id, body);
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ error: { details: { field: string; message: string }[] } }>().error.details,
      ).toContainEqual({ field: 'motif', message: 'Le motif de l’annulation est requis.' });
    }
    const tooLong = await cancel(order.id, { motif: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    const [after] = (await list(`?q=${order.orderNumber}`)).json<AdminPage>().orders;
    expect(after!.status).toBe('En attente');
    expect(await auditEntries(order.id)).toEqual([]);
  });

  it('cancels with the reason: stock back, history, audit entry, buyer told', async () => {
    const order = await place([
      [offers[0]!, 3],
      [offers[1]!, 2],
    ]);
    await call('PATCH', `/api/commandes/${order.id}/statut`, seller, { statut: 'En cours' });
    const stockBefore = [await stockOf(offers[0]!.id), await stockOf(offers[1]!.id)];
    const reason = 'Boutique suspendue : le colis ne peut pas partir.';

    const response = await cancel(order.id, { motif: `  ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json<Order>();
    expect(cancelled.status).toBe('Annulé');
    expect(cancelled.history.at(-1)).toMatchObject({
      kind: 'statut',
      from: 'En cours',
      to: 'Annulé',
      actor: 'Administrateur',
      reason,
    });
    expect([await stockOf(offers[0]!.id), await stockOf(offers[1]!.id)]).toEqual([
      stockBefore[0]! + 3,
      stockBefore[1]! + 2,
    ]);

    const { rows: events } = await db().query<{ actor_account_id: number; reason: string }>(
      `select actor_account_id, reason from commande_evenements
       where commande_id = $1 and to_value = 'Annulé'`,
      [order.id],
    );
    expect(events).toEqual([{ actor_account_id: adminId, reason }]);
    expect(await auditEntries(order.id)).toEqual([
      {
        action: 'commande.annulee',
        admin_account_id: adminId,
        target_label: order.orderNumber,
        reason,
      },
    ]);
    const { rows: notices } = await db().query<{ message: string }>(
      `select message from notifications where commande_id = $1 order by id`,
      [order.id],
    );
    expect(notices.at(-1)?.message).toContain(`Commande ${order.orderNumber} annulée`);
    const mails = inbox.mails
      .filter((mail) => mail.recipients.includes(buyerEmail))
      .map((mail) => readMail(mail.raw))
      .filter((mail) => mail.subject === `Commande ${order.orderNumber} annulée`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(frenchTypography(`Motif : ${reason}`));
  });

  it('refuses delivered and already cancelled orders, in French, writing nothing', async () => {
    const delivered = await place([[offers[0]!, 1]]);
    for (const statut of ['En cours', 'Livré']) {
      await call('PATCH', `/api/commandes/${delivered.id}/statut`, seller, { statut });
    }
    const cancelled = await place([[offers[0]!, 1]]);
    await cancel(cancelled.id, { motif: 'Doublon' });
    const stock = await stockOf(offers[0]!.id);

    const refusals: [Order, string][] = [
      [delivered, 'Une commande livrée ne peut pas être annulée.'],
      [cancelled, 'Cette commande est déjà annulée.'],
    ];
    for (const [order, message] of refusals) {
      const response = await cancel(order.id, { motif: 'Encore' });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect(await stockOf(offers[0]!.id)).toBe(stock);
    expect(await auditEntries(delivered.id)).toEqual([]);
    expect(await auditEntries(cancelled.id)).toHaveLength(1);
    expect((await cancel(2_000_000_000, { motif: 'Inconnue' })).statusCode).toBe(404);
  });
});
