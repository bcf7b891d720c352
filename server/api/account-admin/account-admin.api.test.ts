import { frenchTypography } from '#common/typography.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountOrdersPage, AccountRow } from '#common/account-admin.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import * as accountPage from '../../../app/routes/dashboards/admin-account.tsx';
import { operationForm } from '../../../app/features/operation-form.ts';
import { readMail, type ReadMail } from '../../../tests/support/mail-reader.ts';
import { callPageRoute, performOnPage } from '../../../tests/support/page-route.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The back-office's accounts (issue 14) against a real PostgreSQL and a real local SMTP server:
// the seller and buyer tables, an account's page, suspension and reactivation, boutique approval.

interface Table {
  rows: AccountRow[];
  total: number;
  page: number;
  pageCount: number;
}

let testApp: TestApp;
let inbox: SmtpInbox;
const helpers = orderHelpers(() => testApp);
const { login, call, checkout, newAccount, newOffer } = helpers;
let adminToken: string;
let sellerToken: string;
let buyerToken: string;
let adminId: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
  [adminToken, sellerToken, buyerToken] = await Promise.all([
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
  adminId = (await testApp.services.accounts.authenticate(adminToken)).id;
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
beforeEach(() => {
  inbox.mails.splice(0);
});

const query = <T>(text: string, values: unknown[] = []) =>
  testApp.database.pool.query(text, values).then((result) => result.rows as T[]);

const get = <T>(url: string, token = adminToken) =>
  call('GET', url, token).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

function mailsTo(address: string): ReadMail[] {
  return inbox.mails
    .filter((mail) => mail.recipients.includes(address))
    .map((mail) => readMail(mail.raw));
}

async function auditEntries(action: string, targetId: number) {
  return query<{ admin_name: string; target_label: string; reason: string | null }>(
    'select admin_name, target_label, reason from audit_log where action = $1 and target_id = $2 order by id',
    [action, targetId],
  );
}

/** The offers `ids` as the storefront lists them (empty when none is public). */
async function listed(ids: number[]): Promise<number[]> {
  const entries = await get<ProductListingEntry[]>(
    `/api/produits/listeproduits?ids=${ids.join(',')}`,
    '',
  );
  return entries.map((entry) => entry.id);
}

const ENDPOINTS: ['GET' | 'POST', string][] = [
  ['GET', '/api/admin/vendeurs'],
  ['GET', '/api/admin/acheteurs'],
  ['GET', '/api/admin/comptes/1'],
  ['GET', '/api/admin/comptes/1/commandes'],
  ['POST', '/api/admin/comptes/1/suspendre'],
  ['POST', '/api/admin/comptes/1/reactiver'],
  ['POST', '/api/admin/boutiques/1/approuver'],
  ['POST', '/api/admin/boutiques/1/refuser'],
];

describe('who may call the account endpoints', () => {
  it('refuses anonymous callers (401), buyers and sellers (403), before reading the body', async () => {
    for (const [method, url] of ENDPOINTS) {
      const body = method === 'POST' ? { raison: 'test' } : undefined;
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, buyerToken, body)).statusCode, url).toBe(403);
      expect((await call(method, url, sellerToken, body)).statusCode, url).toBe(403);
    }
    const [account] = await query<{ status: string }>('select status from accounts where id = 1');
    expect(account?.status).toBe('ACTIF');
  });

  it('is checked by the service too, for the pages that call it in-process', async () => {
    const seller = await testApp.services.accounts.authenticate(sellerToken);
    const { accountAdmin } = testApp.services;
    await expect(accountAdmin.suspend(seller, adminId, 'essai')).rejects.toThrow('Accès refusé.');
    await expect(accountAdmin.detail(seller, adminId)).rejects.toThrow('Accès refusé.');
  });
});

describe('the seller and buyer tables', () => {
  it('pages the sellers, 10 by default, with their boutique and its orders added up in SQL', async () => {
    const [{ n }] = (await query<{ n: number }>(
      "select count(*)::int as n from accounts where type_compte = 'VENDEUR'",
    )) as [{ n: number }];
    const table = await get<Table>('/api/admin/vendeurs');
    expect(table.total).toBe(n);
    expect(table.rows.length).toBe(Math.min(10, n));
    const awa = (await get<Table>('/api/admin/vendeurs?q=awa%40baobab')).rows;
    expect(awa.map((row) => row.email)).toEqual(['awa@baobab.example']);
    const [expected] = await query<{ count: number; amount: number; cancelled: number }>(
      `select count(*) filter (where c.status <> 'Annulé')::int as count,
         coalesce(sum(c.total) filter (
           where c.status = 'Livré' and c.payment_status = 'Réussi'), 0)::int as amount,
         count(*) filter (where c.status = 'Annulé')::int as cancelled
       from commandes c join boutiques b on b.id = c.boutique_id
       join accounts a on a.tenant_id = b.tenant_id where a.email = 'awa@baobab.example'`,
    );
    expect(awa[0]).toMatchObject({
      status: 'ACTIF',
      orderCount: expected!.count,
      orderAmount: expected!.amount,
      boutique: { approval: 'Approuvée', active: true },
    });
    expect(expected!.count).toBeGreaterThan(0);
    // Her cancelled orders are no sale, nor those not delivered yet: as in her own dashboard.
    expect(expected!.cancelled).toBeGreaterThan(0);
  });

  it('searches the buyers by name, e-mail, phone or city, accents and case aside', async () => {
    const [kofi] = await query<{ telephone: string; user_name: string }>(
      "select telephone, user_name from accounts where email = 'kofi@baobab.example'",
    );
    const byName = await get<Table>(
      `/api/admin/acheteurs?q=${encodeURIComponent(kofi!.user_name.toUpperCase())}`,
    );
    expect(byName.rows.map((row) => row.email)).toContain('kofi@baobab.example');
    // Typed as locals do, with spaces: the stored number is E.164.
    const local = kofi!.telephone.slice(-8).replace(/(\d\d)(?=\d)/g, '$1 ');
    const byPhone = await get<Table>(`/api/admin/acheteurs?q=${encodeURIComponent(local)}`);
    expect(byPhone.rows.map((row) => row.email)).toEqual(['kofi@baobab.example']);
    const nobody = await get<Table>('/api/admin/acheteurs?q=personne-de-ce-nom');
    expect(nobody).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
    const [orders] = await query<{ count: number; amount: number }>(
      `select count(*)::int as count, coalesce(sum(total), 0)::int as amount from commandes
       where buyer_account_id = (select id from accounts where email = 'kofi@baobab.example')
         and status <> 'Annulé'`,
    );
    const row = byPhone.rows[0]!;
    expect([row.orderCount, row.orderAmount]).toEqual([orders!.count, orders!.amount]);
    expect(row.boutique).toBeNull();
  });

  it('sorts by any offered column, orders and amount included, and takes the page size asked', async () => {
    for (const buyer of ['Zoé Test-Tri', 'Élodie Test-Tri', 'Aïcha Test-Tri']) {
      await newAccount('ACHETEUR', buyer);
    }
    const byName = await get<Table>('/api/admin/acheteurs?q=test-tri&tri=userName&ordre=asc');
    expect(byName.rows.map((row) => row.userName)).toEqual([
      'Aïcha Test-Tri',
      'Élodie Test-Tri',
      'Zoé Test-Tri',
    ]);
    const newest = await get<Table>('/api/admin/acheteurs?taille=25');
    expect(newest.rows[0]!.userName).toBe('Aïcha Test-Tri');
    for (const column of ['commandes', 'montant'] as const) {
      const table = await get<Table>(`/api/admin/acheteurs?taille=tout&tri=${column}&ordre=desc`);
      const values = table.rows.map((row) =>
        column === 'commandes' ? row.orderCount : row.orderAmount,
      );
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(table.rows.length).toBe(table.total);
    }
    const paged = await get<Table>('/api/admin/acheteurs?taille=25&page=1');
    expect(paged.pageCount).toBe(Math.ceil(paged.total / 25));
    expect(paged.rows).toHaveLength(Math.min(25, paged.total));
    const past = await get<Table>('/api/admin/acheteurs?page=999');
    expect(past.page).toBe(past.pageCount);
    expect(past.rows.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/acheteurs?tri=motdepasse', adminToken)).statusCode).toBe(
      400,
    );
  });

  it('shows an account with its orders, newest first, a page at a time', async () => {
    const [awa] = await query<{ id: number }>(
      "select id from accounts where email = 'awa@baobab.example'",
    );
    const detail = await get<AccountDetail>(`/api/admin/comptes/${awa!.id}`);
    expect(detail).toMatchObject({ typeCompte: 'VENDEUR', suspensionReason: null });
    const first = await get<AccountOrdersPage>(`/api/admin/comptes/${awa!.id}/commandes`);
    // The list holds every order; the figures leave the cancelled ones out.
    const [{ cancelled }] = (await query<{ cancelled: number }>(
      `select count(*)::int as cancelled from commandes c join boutiques b on b.id = c.boutique_id
       where b.tenant_id = (select tenant_id from accounts where id = $1) and c.status = 'Annulé'`,
      [awa!.id],
    )) as [{ cancelled: number }];
    expect(first.total).toBe(detail.orderCount + cancelled);
    expect(first.orders).toHaveLength(Math.min(10, first.total));
    const dates = first.orders.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get<AccountOrdersPage>(`/api/admin/comptes/${awa!.id}/commandes?page=2`);
    expect(second.orders[0]!.createdAt <= dates.at(-1)!).toBe(true);
    const missing = await call('GET', '/api/admin/comptes/999999', adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Compte introuvable.' },
    });
  });
});

describe('suspending and reactivating an account', () => {
  let seller: RegistrationResponse;
  let offer: OfferRow;
  let buyer: RegistrationResponse;
  let order: Order;
  let trackingToken: string;

  beforeAll(async () => {
    seller = await newAccount('VENDEUR', 'Afi Vendeuse');
    offer = await newOffer(seller, 'Savon noir de test', 2500, 20);
    buyer = await newAccount('ACHETEUR', 'Yawo Acheteur');
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: buyer.token },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<CheckoutResult>();
    order = result.orders[0]!;
    trackingToken = result.trackingUrl.split('/').pop()!;
  });

  const suspend = (id: number, body: unknown, token = adminToken) =>
    call('POST', `/api/admin/comptes/${id}/suspendre`, token, body);

  it('needs a reason, said beside the field, and changes nothing without one', async () => {
    for (const body of [{}, { raison: '   ' }]) {
      const response = await suspend(seller.userId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION',
          message: 'Indiquez la raison de la suspension.',
          details: [{ field: 'raison', message: 'Indiquez la raison de la suspension.' }],
        },
      });
    }
    const tooLong = await suspend(seller.userId, { raison: 'x'.repeat(501) });
    expect(tooLong.json().error.message).toBe('La raison ne doit pas dépasser 500 caractères.');
    const [account] = await query<{ status: string }>('select status from accounts where id = $1', [
      seller.userId,
    ]);
    expect(account!.status).toBe('ACTIF');
    expect(await auditEntries('compte.suspendu', seller.userId)).toEqual([]);
  });

  it('refuses to suspend oneself or another admin', async () => {
    const self = await suspend(adminId, { raison: 'essai' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('Vous ne pouvez pas suspendre votre propre compte.');
    const other = await testApp.services.accounts.createAdmin({
      userName: 'Autre Admin',
      email: 'autre.admin@baobab.example',
      password: 'Autre-Admin-2026',
    });
    const admin = await suspend(other.id, { raison: 'essai' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe(
      'Un compte administrateur ne peut pas être suspendu ici.',
    );
    expect(await auditEntries('compte.suspendu', other.id)).toEqual([]);
  });

  it('ends its sessions, hides its boutique from the storefront and checkout, tells it by e-mail', async () => {
    expect(await listed([offer.id])).toEqual([offer.id]);
    const response = await suspend(seller.userId, { raison: '  Produits non conformes  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDetail>()).toMatchObject({
      status: 'SUSPENDU',
      suspensionReason: 'Produits non conformes',
      boutique: { active: false },
    });
    expect(response.json<AccountDetail>().suspendedAt).not.toBeNull();

    // The old token is refused at once, and the account cannot sign in again.
    expect((await call('GET', '/api/users/check-auth', seller.token)).statusCode).toBe(401);
    const [email] = await query<{ email: string }>('select email from accounts where id = $1', [
      seller.userId,
    ]);
    await expect(login(email!.email, 'Mot-de-passe-2026')).rejects.toThrow(/UNAUTHENTICATED/);
    expect(await listed([offer.id])).toEqual([]);
    const refused = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token: buyer.token },
    );
    expect(refused.statusCode).toBe(409);

    // The buyer still sees the order placed before, in the dashboard and on the tracking page.
    const mine = await get<{ orders: Order[] }>('/api/commandes/mes-commandes', buyer.token);
    expect(mine.orders.map((entry) => entry.id)).toContain(order.id);
    const buyerAccount = await testApp.services.accounts.authenticate(buyer.token);
    const dashboard = await testApp.services.orders.pageForBuyer(buyerAccount, {
      page: 1,
      status: 'En attente',
      search: '',
    });
    expect(dashboard.orders.map((entry) => entry.id)).toEqual([order.id]);
    const tracked = await call('GET', `/api/commandes/suivi/${trackingToken}`);
    expect(tracked.statusCode).toBe(200);
    expect(JSON.stringify(tracked.json())).toContain(order.orderNumber);

    expect(await auditEntries('compte.suspendu', seller.userId)).toEqual([
      {
        admin_name: 'Équipe Baobab',
        target_label: 'Afi Vendeuse',
        reason: 'Produits non conformes',
      },
    ]);
    const [mail] = mailsTo(email!.email);
    expect(mail?.subject).toBe('Votre compte Baobab est suspendu');
    expect(mail?.text).toContain(frenchTypography('Raison : Produits non conformes'));
    expect(mail?.text).toContain('Votre boutique et ses produits ne sont plus visibles');

    const again = await suspend(seller.userId, { raison: 'encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ce compte est déjà suspendu.');
  });

  it('reactivation gives back the access and the boutique, with its audit entry and e-mail', async () => {
    const response = await call(
      'POST',
      `/api/admin/comptes/${seller.userId}/reactiver`,
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDetail>()).toMatchObject({
      status: 'ACTIF',
      suspensionReason: null,
      suspendedAt: null,
      boutique: { active: true },
    });
    expect(await listed([offer.id])).toEqual([offer.id]);
    const [email] = await query<{ email: string }>('select email from accounts where id = $1', [
      seller.userId,
    ]);
    await expect(login(email!.email, 'Mot-de-passe-2026')).resolves.toBeTypeOf('string');
    expect(await auditEntries('compte.reactive', seller.userId)).toEqual([
      { admin_name: 'Équipe Baobab', target_label: 'Afi Vendeuse', reason: null },
    ]);
    expect(mailsTo(email!.email).map((mail) => mail.subject)).toEqual([
      'Votre compte Baobab est réactivé',
    ]);
    const again = await call('POST', `/api/admin/comptes/${seller.userId}/reactiver`, adminToken, {
      raison: 'encore',
    });
    expect(again.statusCode).toBe(409);
  });

  it('suspends a buyer too, whose token then gets 401', async () => {
    const response = await suspend(buyer.userId, { raison: 'Fraude au paiement' });
    expect(response.json<AccountDetail>()).toMatchObject({ status: 'SUSPENDU', boutique: null });
    expect((await call('GET', '/api/commandes/mes-commandes', buyer.token)).statusCode).toBe(401);
    const table = await get<Table>(`/api/admin/acheteurs?q=Yawo`);
    expect(table.rows[0]).toMatchObject({
      status: 'SUSPENDU',
      orderCount: 1,
      orderAmount: order.total,
    });
  });
});

describe('boutique approval with SELLER_APPROVAL=manual', () => {
  let manual: TestApp;
  let manualAdmin: string;
  const manualHelpers = orderHelpers(() => manual);

  beforeAll(async () => {
    manual = await createTestApp({
      template: 'demo',
      env: { SMTP_URL: inbox.url, SELLER_APPROVAL: 'manual' },
    });
    manualAdmin = await manualHelpers.login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  });
  afterAll(async () => {
    await manual?.close();
  });

  const review = (boutiqueId: number, decision: 'approuver' | 'refuser', body?: unknown) =>
    manualHelpers.call('POST', `/api/admin/boutiques/${boutiqueId}/${decision}`, manualAdmin, body);
  const publicIds = async (offerId: number) =>
    (await manualHelpers.call('GET', `/api/produits/listeproduits?ids=${offerId}`))
      .json<ProductListingEntry[]>()
      .map((entry) => entry.id);
  const audit = (action: string, boutiqueId: number) =>
    manual.database.pool
      .query('select reason from audit_log where action = $1 and target_id = $2', [
        action,
        boutiqueId,
      ])
      .then((result) => result.rows);

  it('keeps a new boutique off the storefront until the team approves it', async () => {
    const seller = await manualHelpers.newAccount('VENDEUR', 'Esi Nouvelle');
    const boutiqueId = seller.boutiqueId!;
    const offer = await manualHelpers.newOffer(seller, 'Beurre de karité à valider', 3000, 5);
    expect(await publicIds(offer.id)).toEqual([]);
    const { rows } = await manual.database.pool.query('select email from accounts where id = $1', [
      seller.userId,
    ]);
    const email = rows[0].email as string;
    await manual.database.pool.query(
      `update boutiques set description = 'Beurre de karité pressé à la main',
         logo_url = '/uploads/logo-esi.webp', pays = 'Togo', ville = 'Kara' where id = $1`,
      [boutiqueId],
    );

    // The admin's bell and the sellers table filtered on boutiques awaiting approval.
    const admin = await manual.services.accounts.authenticate(manualAdmin);
    const bell = await manual.services.attention.forAccount(admin);
    // First, before the demo's reported products.
    expect(bell[0]).toEqual({
      label: '1 boutique attend votre validation',
      to: 'vendeurs?validation=En+attente',
      count: 1,
    });
    const awaiting = (
      await manualHelpers.call('GET', '/api/admin/vendeurs?validation=En%20attente', manualAdmin)
    ).json<Table>();
    expect(awaiting.rows.map((row) => row.boutique?.id)).toEqual([boutiqueId]);
    // What the team needs to decide: the boutique as the seller described it, and its products.
    expect(awaiting.rows[0]!.boutique).toMatchObject({
      description: 'Beurre de karité pressé à la main',
      logoUrl: '/uploads/logo-esi.webp',
      bannerUrl: null,
      pays: 'Togo',
      ville: 'Kara',
      productCount: 1,
    });
    // The seller's own dashboard says so.
    const own = await manual.services.accounts.authenticate(seller.token);
    expect((await manual.services.attention.forAccount(own))[0]?.label).toMatch(
      /^Votre boutique attend la validation de l’équipe/,
    );
    expect(await manual.services.attention.pendingApproval(own)).toEqual({
      approval: 'En attente',
      reason: null,
    });

    // Refusing needs a reason.
    const bare = await review(boutiqueId, 'refuser', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details).toEqual([
      { field: 'raison', message: 'Indiquez la raison du refus.' },
    ]);
    const refused = await review(boutiqueId, 'refuser', { raison: 'Documents manquants' });
    expect(refused.json()).toEqual({ id: boutiqueId, approval: 'Refusée' });
    expect(await publicIds(offer.id)).toEqual([]);
    expect(await audit('boutique.refusee', boutiqueId)).toEqual([
      { reason: 'Documents manquants' },
    ]);
    expect((await review(boutiqueId, 'refuser', { raison: 'encore' })).statusCode).toBe(409);
    // Her dashboard's banner tells the reason.
    expect(await manual.services.attention.pendingApproval(own)).toEqual({
      approval: 'Refusée',
      reason: 'Documents manquants',
    });

    const approved = await review(boutiqueId, 'approuver');
    expect(approved.json()).toEqual({ id: boutiqueId, approval: 'Approuvée' });
    expect(await publicIds(offer.id)).toEqual([offer.id]);
    expect(await audit('boutique.approuvee', boutiqueId)).toEqual([{ reason: null }]);
    expect((await review(boutiqueId, 'approuver')).statusCode).toBe(409);
    expect(await manual.services.attention.pendingApproval(own)).toBeNull();
    expect(
      (await manual.services.attention.forAccount(admin)).map((item) => item.to),
    ).not.toContain('vendeurs?validation=En+attente');

    // After sign-up's welcome, the team's two decisions.
    const [welcome, ...mails] = mailsTo(email);
    expect(welcome?.subject).toContain('Bienvenue');
    expect(mails.map((mail) => mail.subject)).toEqual(
      [
        'Votre boutique « Boutique d’Esi Nouvelle » n’a pas été approuvée',
        'Votre boutique « Boutique d’Esi Nouvelle » est approuvée',
      ].map(frenchTypography),
    );
    expect(mails[0]!.text).toContain(frenchTypography('Raison : Documents manquants'));
    // The refusal says what to do next.
    expect(mails[0]!.text).toContain(frenchTypography('Et maintenant ? Corrigez'));
  });

  it('auto (the default) approves new boutiques at once', async () => {
    const seller = await newAccount('VENDEUR', 'Kafui Auto');
    const detail = await get<AccountDetail>(`/api/admin/comptes/${seller.userId}`);
    expect(detail.boutique?.approval).toBe('Approuvée');
  });
});

describe('the back-office’s account page', () => {
  it('suspends and reactivates through the same operations, the reason refused beside it', async () => {
    const buyer = await newAccount('ACHETEUR', 'Kossi Écran');
    const path = `/admin/${adminId}/comptes/${buyer.userId}`;
    const decide = (intent: string, raison: string) =>
      performOnPage(testApp, accountPage.action, path, adminToken, intent, {
        params: { id: String(buyer.userId) },
        input: { raison },
      });
    const statusOf = async () =>
      (
        await query<{ status: string }>('select status from accounts where id = $1', [buyer.userId])
      )[0]!.status;

    expect(await decide('suspendre', '  ')).toMatchObject({
      ok: false,
      fields: { raison: 'Indiquez la raison de la suspension.' },
    });
    expect(await statusOf()).toBe('ACTIF');
    expect(await decide('suspendre', 'Paiements contestés')).toMatchObject({
      ok: true,
      message: 'Compte de Kossi Écran suspendu.',
      output: { id: buyer.userId, suspensionReason: 'Paiements contestés' },
    });
    expect((await call('GET', '/api/users/check-auth', buyer.token)).statusCode).toBe(401);
    expect(await decide('reactiver', '')).toMatchObject({
      ok: true,
      message: 'Compte de Kossi Écran réactivé.',
    });
    expect(await statusOf()).toBe('ACTIF');

    // A seller posting the same form is sent to her own dashboard: nothing is decided.
    const bySeller = await callPageRoute(testApp, accountPage.action, path, sellerToken, {
      form: operationForm('suspendre', {
        params: { id: String(buyer.userId) },
        input: { raison: 'Essai' },
      }),
    });
    expect((bySeller as Response).status).toBe(302);
    expect(await statusOf()).toBe('ACTIF');
  });
});
