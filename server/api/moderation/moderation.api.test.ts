import { frenchTypography } from '#common/typography.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as moderationPage from '../../../app/routes/dashboards/admin-moderation.tsx';
import * as signalerPage from '../../../app/routes/signaler.tsx';
import {
  EDIT_WITHDRAWN_RECIPE_FIRST,
  NO_OPEN_REPORT,
  RECIPE_NOT_PUBLISHED,
  recipeWithdrawnMessage,
  restoredMessage,
  SELLER_CANNOT_RESTORE,
  WITHDRAWAL_REASON_REQUIRED,
  withdrawnMessage,
  type FlaggedPage,
} from '#common/moderation.ts';
import type { RecipeInput } from '#common/recipe-schemas.ts';
import {
  REPORT_REASON_REQUIRED,
  REPORT_SENT_MESSAGE,
  TOO_MANY_REPORTS_MESSAGE,
} from '#common/product-reports.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { totalAttention } from '#common/attention.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Catalogue moderation (issue 14): the team withdraws any product with a reason the seller sees
// (e-mail, products screen, bell) and puts it back; buyers and visitors report products; the
// team closes reports; a published recipe the content policy's list now refuses is withdrawn
// from the blog the same way (issue 18). Each admin action leaves one audit entry, written with
// its change.

/** The team's address (CONTACT_EMAIL), where sellers' answers go. */
const TEAM_EMAIL = 'equipe@baobab.example';
let inbox: SmtpInbox;
let testApp: TestApp;
const { login, call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let buyer: string;
let demoSeller: string;
let seller: RegistrationResponse;
let offer: OfferRow;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: inbox.url, CONTACT_EMAIL: TEAM_EMAIL },
  });
  [admin, buyer, demoSeller] = await Promise.all([
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
  ]);
  seller = await newAccount('VENDEUR', 'Efua Modération');
  offer = await newOffer(seller, 'Tisane prodige de Sokodé', 4500, 30);
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
beforeEach(() => {
  inbox.mails.splice(0);
});

const pool = () => testApp.database.pool;

async function offerState(id: number) {
  const { rows } = await pool().query<{
    withdrawn_at: Date | null;
    withdrawn_reason: string | null;
  }>('select withdrawn_at, withdrawn_reason from boutique_produits where id = $1', [id]);
  return rows[0]!;
}

async function auditEntries(targetId: number) {
  const { rows } = await pool().query<{
    action: string;
    admin_name: string;
    target_type: string;
    target_label: string;
    reason: string | null;
  }>(
    `select action, admin_name, target_type, target_label, reason from audit_log
     where target_id = $1 order by id`,
    [targetId],
  );
  return rows;
}

function report(id: number, body: unknown, options: { token?: string; ip?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/produits/${id}/signalements`,
    payload: body as object,
    headers: {
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

async function listedIds(): Promise<number[]> {
  const response = await call('GET', '/api/produits/listeproduits');
  return response.json<{ id: number }[]>().map((entry) => entry.id);
}

async function sellerView(id: number): Promise<SellerProduct> {
  const response = await call('GET', '/api/produits/ma-boutique', seller.token);
  expect(response.statusCode).toBe(200);
  return response.json<SellerProduct[]>().find((product) => product.id === id)!;
}

const ADMIN_ROUTES = [
  ['GET', '/api/admin/signalements'],
  ['GET', '/api/admin/produits?liste=retires'],
  ['GET', '/api/admin/journal'],
  ['POST', '/api/admin/produits/1/retirer'],
  ['POST', '/api/admin/produits/1/remettre'],
  ['POST', '/api/admin/produits/1/signalements/classer'],
  ['GET', '/api/admin/allegations'],
  ['POST', '/api/admin/recettes/1/retirer'],
] as const;

describe('the moderation endpoints', () => {
  it('refuse anonymous callers (401), buyers and sellers (403), and change nothing', async () => {
    const entries = async () =>
      (await pool().query('select count(*)::int as n from audit_log')).rows[0].n as number;
    const before = await entries();
    for (const [method, url] of ADMIN_ROUTES) {
      const body = method === 'POST' ? { raison: 'Essai' } : undefined;
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, demoSeller, body)).statusCode, url).toBe(403);
    }
    expect((await offerState(1)).withdrawn_at).toBeNull();
    expect(await entries()).toBe(before);
  });
});

describe('withdrawing a product', () => {
  it('needs a reason, said beside the field, and changes nothing without one', async () => {
    for (const body of [{}, { raison: '   ' }, { raison: 'x'.repeat(501) }]) {
      const response = await call('POST', `/api/admin/produits/${offer.id}/retirer`, admin, body);
      expect(response.statusCode).toBe(400);
      const [detail] = response.json().error.details;
      expect(detail.field).toBe('raison');
      expect(detail.message).toMatch(/raison/i);
    }
    const missing = await call('POST', `/api/admin/produits/${offer.id}/retirer`, admin, {});
    expect(missing.json().error.details[0].message).toBe(WITHDRAWAL_REASON_REQUIRED);
    expect((await offerState(offer.id)).withdrawn_at).toBeNull();
    expect(await auditEntries(offer.id)).toEqual([]);
    const unknown = await call('POST', '/api/admin/produits/999999/retirer', admin, {
      raison: 'Allégation médicale trompeuse',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes it off the storefront and the checkout, tells the seller, and logs it', async () => {
    const reason = 'Allégation médicale trompeuse : « guérit le paludisme ».';
    expect(await listedIds()).toContain(offer.id);
    const response = await call('POST', `/api/admin/produits/${offer.id}/retirer`, admin, {
      raison: reason,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Le produit « ${offer.name} » est retiré de la vente.`);

    const state = await offerState(offer.id);
    expect(state.withdrawn_at).not.toBeNull();
    expect(state.withdrawn_reason).toBe(reason);
    expect(await auditEntries(offer.id)).toEqual([
      {
        action: 'produit.retire',
        admin_name: 'Équipe Baobab',
        target_type: 'produit',
        target_label: offer.name,
        reason,
      },
    ]);

    // Buyers: gone from the list and the product endpoint; the checkout refuses it.
    expect(await listedIds()).not.toContain(offer.id);
    expect((await call('GET', `/api/produits/${offer.id}`)).statusCode).toBe(404);
    const order = await checkout({
      guest: newGuest(),
      ...COD_TOGO,
      lines: [{ id: offer.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().error.message).toBe(`Le produit « ${offer.name} » n’est plus en vente.`);

    // The seller: the reason on its products, its bell, an e-mail.
    const product = await sellerView(offer.id);
    expect(product.active).toBe(true);
    expect(product.withdrawal?.reason).toBe(reason);
    const account = await testApp.services.accounts.authenticate(seller.token);
    const bell = await testApp.services.attention.forAccount(account);
    expect(bell).toContainEqual({
      label: '1 produit retiré par l’équipe',
      to: 'products',
      count: 1,
    });
    const mails = inbox.mails.filter((mail) => mail.recipients.includes(seller.Email));
    expect(mails).toHaveLength(1);
    const mail = readMail(mails[0]!.raw);
    expect(mail.subject).toContain(
      frenchTypography(`Produit « ${offer.name} » retiré de la vente`),
    );
    expect(mail.text).toContain(frenchTypography(`Raison : ${reason}`));
    // It asks for an answer: the answer reaches the team, not the no-reply sender.
    expect(mail.text).toContain('répondez à cet e-mail');
    expect(mail.headers.get('reply-to')).toContain(TEAM_EMAIL);

    const again = await call('POST', `/api/admin/produits/${offer.id}/retirer`, admin, {
      raison: 'Deux fois',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditEntries(offer.id)).toHaveLength(1);
  });

  it('cannot be undone by the seller’s own switch', async () => {
    const response = await call('PATCH', `/api/produits/${offer.id}/vente`, seller.token, {
      active: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(SELLER_CANNOT_RESTORE);
    expect((await offerState(offer.id)).withdrawn_at).not.toBeNull();
  });

  it('is listed among the withdrawn products', async () => {
    const response = await call('GET', '/api/admin/produits?liste=retires&q=prodige', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      offerId: offer.id,
      productName: offer.name,
      withdrawal: { reason: expect.stringContaining('paludisme') },
    });
  });

  it('is put back by the team, logged, and on sale again', async () => {
    const response = await call('POST', `/api/admin/produits/${offer.id}/remettre`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Le produit « ${offer.name} » est de nouveau en vente.`);
    expect(await offerState(offer.id)).toEqual({ withdrawn_at: null, withdrawn_reason: null });
    expect((await auditEntries(offer.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['produit.retire', expect.any(String)],
      ['produit.remis', null],
    ]);
    expect(await listedIds()).toContain(offer.id);
    expect((await sellerView(offer.id)).withdrawal).toBeNull();
    const catalogue = await call('GET', '/api/admin/produits?q=prodige', admin);
    expect(catalogue.json().rows).toEqual([
      expect.objectContaining({ offerId: offer.id, active: true, withdrawal: null }),
    ]);
    const again = await call('POST', `/api/admin/produits/${offer.id}/remettre`, admin);
    expect(again.statusCode).toBe(409);
  });
});

describe('reporting a product', () => {
  let reported: OfferRow;
  beforeAll(async () => {
    reported = await newOffer(seller, 'Savon noir qui blanchit la peau', 2500, 10);
  });

  it('is open to visitors and accounts, with a reason from the list', async () => {
    const visitor = await report(reported.id, {
      raison: 'Produit dangereux ou contrefait',
      message: 'Contient de l’hydroquinone selon l’étiquette.',
    });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json().message).toBe(REPORT_SENT_MESSAGE);
    const signedIn = await report(
      reported.id,
      { raison: 'Description ou photo trompeuse' },
      { token: buyer },
    );
    expect(signedIn.statusCode).toBe(201);
    const { rows } = await pool().query(
      `select reason, message, reporter_account_id is not null as signed
       from product_reports where boutique_produit_id = $1 order by id`,
      [reported.id],
    );
    expect(rows).toEqual([
      {
        reason: 'Produit dangereux ou contrefait',
        message: 'Contient de l’hydroquinone selon l’étiquette.',
        signed: false,
      },
      { reason: 'Description ou photo trompeuse', message: '', signed: true },
    ]);
  });

  it('refuses a missing reason or a long message beside the field, and unknown products', async () => {
    const noReason = await report(reported.id, { raison: 'Je n’aime pas' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0]).toMatchObject({
      field: 'raison',
      message: REPORT_REASON_REQUIRED,
    });
    const long = await report(reported.id, { raison: 'Autre', message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0]).toMatchObject({
      field: 'message',
      message: 'Le message ne doit pas dépasser 1 000 caractères.',
    });
    expect((await report(999_999, { raison: 'Autre' })).statusCode).toBe(404);
    const { rows } = await pool().query(
      'select count(*)::int as n from product_reports where boutique_produit_id = $1',
      [reported.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('is limited per client address', async () => {
    const ip = nextIp();
    for (let sent = 0; sent < 5; sent++) {
      expect((await report(reported.id, { raison: 'Autre' }, { ip })).statusCode).toBe(201);
    }
    const refused = await report(reported.id, { raison: 'Autre' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect((await report(reported.id, { raison: 'Autre' })).statusCode).toBe(201);
  });

  it('shows in the team’s list, grouped per product, and on the admin’s bell', async () => {
    await pool().query(
      `insert into produit_images (produit_id, url)
       select produit_id, '/uploads/savon-noir.webp' from boutique_produits where id = $1`,
      [reported.id],
    );
    const response = await call('GET', '/api/admin/signalements?q=blanchit', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      offerId: reported.id,
      productName: reported.name,
      // What the team sees first: its photo, and its boutique for the links.
      imageUrl: '/uploads/savon-noir.webp',
      boutiqueId: expect.any(Number),
      reportCount: 8,
      reasons: ['Autre', 'Description ou photo trompeuse', 'Produit dangereux ou contrefait'],
      messages: ['Contient de l’hydroquinone selon l’étiquette.'],
    });
    const account = await testApp.services.accounts.authenticate(admin);
    const bell = await testApp.services.attention.forAccount(account);
    expect(bell[0]).toMatchObject({ to: 'produits' });
    expect(totalAttention(bell)).toBeGreaterThanOrEqual(1);
  });

  it('is closed by the team without action, and logged', async () => {
    const response = await call(
      'POST',
      `/api/admin/produits/${reported.id}/signalements/classer`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    const { rows } = await pool().query(
      `select count(*)::int as n from product_reports
       where boutique_produit_id = $1 and resolved_at is null`,
      [reported.id],
    );
    expect(rows[0].n).toBe(0);
    expect(await auditEntries(reported.id)).toEqual([
      expect.objectContaining({ action: 'signalement.clos', reason: '8 signalements' }),
    ]);
    const listed = await call('GET', '/api/admin/signalements?q=blanchit', admin);
    expect(listed.json().total).toBe(0);
    const again = await call(
      'POST',
      `/api/admin/produits/${reported.id}/signalements/classer`,
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NO_OPEN_REPORT);
    expect(await listedIds()).toContain(reported.id);
  });

  it('is settled by a withdrawal, after which the product cannot be reported', async () => {
    await report(reported.id, { raison: 'Allégation médicale trompeuse' });
    const withdrawn = await call('POST', `/api/admin/produits/${reported.id}/retirer`, admin, {
      raison: 'Allégation médicale trompeuse',
    });
    expect(withdrawn.statusCode).toBe(200);
    const listed = await call('GET', '/api/admin/signalements?q=blanchit', admin);
    expect(listed.json().total).toBe(0);
    expect((await report(reported.id, { raison: 'Autre' })).statusCode).toBe(404);
  });
});

describe('the journal', () => {
  it('lists every admin action, newest first, with who, what, on what, when and why', async () => {
    const response = await call('GET', '/api/admin/journal?cible=produit', admin);
    expect(response.statusCode).toBe(200);
    const journal = response.json();
    expect(journal.rows.map((row: { action: string }) => row.action)).toEqual([
      'produit.retire',
      'signalement.clos',
      'produit.remis',
      'produit.retire',
      // The demo's first entry: its admin closed a report (demo/demo-reports.ts).
      'signalement.clos',
    ]);
    expect(journal.rows[0]).toMatchObject({
      adminName: 'Équipe Baobab',
      targetType: 'produit',
      targetLabel: 'Savon noir qui blanchit la peau',
      reason: 'Allégation médicale trompeuse',
      at: expect.any(String),
    });
    expect(journal.admins).toContainEqual({ id: journal.rows[0].adminId, name: 'Équipe Baobab' });
  });

  it('filters by action, target type, admin and dates, and searches label and reason', async () => {
    const actions = async (query: string) =>
      (await call('GET', `/api/admin/journal?cible=produit&${query}`, admin))
        .json()
        .rows.map((row: { action: string }) => row.action);
    expect(await actions('action=produit.retire')).toEqual(['produit.retire', 'produit.retire']);
    const orders = await call('GET', '/api/admin/journal?cible=commande&q=savon', admin);
    expect(orders.json().rows).toEqual([]);
    expect(await actions('q=guérit')).toEqual(['produit.retire']);
    expect(await actions('q=savon&action=signalement.clos')).toEqual([
      'signalement.clos',
      'signalement.clos',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`du=${today}&au=${today}`)).toHaveLength(5);
    expect(await actions('au=2020-01-01')).toEqual([]);
    expect(await actions('admin=999999')).toEqual([]);
    const adminId = (await testApp.services.accounts.authenticate(admin)).id;
    expect(await actions(`admin=${adminId}&du=2026-02-31`)).toHaveLength(5);
    const unknownFilter = await call('GET', '/api/admin/journal?q=savon&action=nimporte', admin);
    expect(unknownFilter.json().total).toBe(3);
  });
});

describe('a published recipe that the list, grown since, would refuse', () => {
  const RECIPE: RecipeInput = {
    title: 'Infusion du soir au kinkéliba',
    description: 'Une infusion boisée pour finir la journée.',
    ingredients: '1 cuillère de feuilles de kinkéliba\n25 cl d’eau',
    dosage: '',
    usage: 'Laisser infuser cinq minutes, filtrer.',
    benefits: 'Un goût boisé et doux.',
    type: 'Infusion',
    category: 'Bien-être',
    tags: ['kinkéliba', 'soirée'],
    imageUrl: null,
    productIds: [],
  };
  let recipeId: number;
  let articleId: number;
  let articleBody: string;

  const sellerAccount = () => testApp.services.accounts.authenticate(seller.token);
  const flagged = async () => {
    const response = await call('GET', '/api/admin/allegations', admin);
    expect(response.statusCode).toBe(200);
    return response.json<FlaggedPage>();
  };
  const withdraw = (raison: string, token = admin) =>
    call('POST', `/api/admin/recettes/${recipeId}/retirer`, token, { raison });
  const stored = async () =>
    (
      await pool().query<{ status: string; withdrawn_reason: string | null }>(
        'select status, withdrawn_reason from recettes where id = $1',
        [recipeId],
      )
    ).rows[0]!;
  const ownRecipe = async () =>
    (await testApp.services.recipes.listOwn(await sellerAccount())).find(
      (recipe) => recipe.id === recipeId,
    )!;
  const bell = async () => testApp.services.attention.forAccount(await sellerAccount());

  beforeAll(async () => {
    recipeId = (
      await testApp.services.recipes.create(await sellerAccount(), RECIPE, { publish: true })
    ).id;
    // Published when its words were allowed: the list holds them now (a tag among them).
    await pool().query(
      `update recettes set benefits = 'Une infusion détox.', tags = '{kinkéliba,minceur}'
        where id = $1`,
      [recipeId],
    );
    const article = await pool().query<{ id: number; body: string }>(
      'select id, body from articles where published order by id limit 1',
    );
    ({ id: articleId, body: articleBody } = article.rows[0]!);
    await pool().query(
      `update articles set body = body || '\n\nCette plante guérit tout.' where id = $1`,
      [articleId],
    );
  });
  afterAll(async () => {
    await pool().query('update articles set body = $2 where id = $1', [articleId, articleBody]);
  });

  it('is listed for the team with the words to rephrase, as is the team’s own article', async () => {
    const page = await flagged();
    expect(page.recipes).toEqual([
      {
        recipeId,
        title: RECIPE.title,
        boutiqueName: expect.any(String),
        claims: ['détox', 'minceur'],
      },
    ]);
    expect(page.articles).toEqual([{ articleId, title: expect.any(String), claims: ['guérit'] }]);
  });

  it('is taken off the blog with a reason: a draft again, journaled, its seller told', async () => {
    const missing = await withdraw('  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0]).toEqual({
      field: 'raison',
      message: WITHDRAWAL_REASON_REQUIRED,
    });
    expect((await stored()).status).toBe('Publiée');

    const reason = 'Allégations de santé : « détox », « minceur ».';
    const response = await withdraw(reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(recipeWithdrawnMessage(RECIPE.title));
    expect(await stored()).toEqual({ status: 'Brouillon', withdrawn_reason: reason });
    expect((await call('GET', `/api/recettes/${recipeId}`)).statusCode).toBe(404);
    expect((await flagged()).recipes).toEqual([]);
    expect(
      (await auditEntries(recipeId)).filter((entry) => entry.target_type === 'recette'),
    ).toEqual([
      {
        action: 'recette.retiree',
        admin_name: 'Équipe Baobab',
        target_type: 'recette',
        target_label: RECIPE.title,
        reason,
      },
    ]);

    // The seller: the reason on her recipes screen, her bell, an e-mail.
    expect((await ownRecipe()).withdrawal?.reason).toBe(reason);
    expect(await bell()).toContainEqual({
      label: '1 recette retirée par l’équipe',
      to: 'customers',
      count: 1,
    });
    const mails = inbox.mails.filter((mail) => mail.recipients.includes(seller.Email));
    expect(mails).toHaveLength(1);
    const mail = readMail(mails[0]!.raw);
    expect(mail.subject).toContain(frenchTypography(`Recette « ${RECIPE.title} » retirée du blog`));
    expect(mail.text).toContain(frenchTypography(`Raison : ${reason}`));

    const again = await withdraw('Deux fois');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RECIPE_NOT_PUBLISHED);
    const unknown = await call('POST', '/api/admin/recettes/999999/retirer', admin, {
      raison: 'Essai',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is published again by its seller only once edited, and within the policy', async () => {
    const recipes = testApp.services.recipes;
    const account = await sellerAccount();
    await expect(recipes.setPublished(account, recipeId, true)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: EDIT_WITHDRAWN_RECIPE_FIRST,
    });
    expect((await stored()).status).toBe('Brouillon');

    await recipes.update(account, recipeId, RECIPE);
    const published = await recipes.setPublished(account, recipeId, true);
    expect(published).toMatchObject({ status: 'Publiée', withdrawal: null });
    expect(await stored()).toEqual({ status: 'Publiée', withdrawn_reason: null });
    expect(await bell()).not.toContainEqual(expect.objectContaining({ to: 'customers' }));
    expect((await call('GET', `/api/recettes/${recipeId}`)).statusCode).toBe(200);
  });
});

describe('the pages, through the same operations', () => {
  const outcome = (answer: unknown) =>
    ((answer as { data?: unknown }).data ?? answer) as {
      ok?: boolean;
      sent?: boolean;
      message?: string;
      refusal?: string | null;
      fields?: Record<string, string>;
      errors?: Record<string, string>;
    };
  const reportsOf = async (id: number) =>
    (
      await pool().query<{ reason: string; signed: boolean }>(
        `select reason, reporter_account_id is not null as signed from product_reports
          where boutique_produit_id = $1 order by id`,
        [id],
      )
    ).rows;

  it('« Signaler » reports for a visitor or the session’s account, refusals beside the field', async () => {
    const target = await newOffer(seller, 'Huile de neem de la page', 1500, 10);
    const path = `/signaler/${target.id}`;
    const post = (token: string | undefined, form: Record<string, string>, clientIp = nextIp()) =>
      callPageRoute(testApp, signalerPage.action, path, token, {
        form,
        params: { id: String(target.id) },
        clientIp,
      });

    const refused = await post(undefined, { raison: '', message: 'Rien' });
    expect(outcome(refused)).toMatchObject({
      sent: false,
      errors: { raison: REPORT_REASON_REQUIRED },
      refusal: null,
    });
    expect(await reportsOf(target.id)).toEqual([]);

    expect(outcome(await post(undefined, { raison: 'Autre', message: '' }))).toEqual({
      sent: true,
    });
    expect(outcome(await post(buyer, { raison: 'Produit dangereux ou contrefait' }))).toEqual({
      sent: true,
    });
    expect(await reportsOf(target.id)).toEqual([
      { reason: 'Autre', signed: false },
      { reason: 'Produit dangereux ou contrefait', signed: true },
    ]);

    // The same limit per address as the API's, told above the form with when to come back.
    const ip = nextIp();
    for (let sent = 0; sent < 5; sent++) {
      expect(outcome(await post(undefined, { raison: 'Autre' }, ip)).sent).toBe(true);
    }
    const limited = (await post(undefined, { raison: 'Autre' }, ip)) as {
      init: ResponseInit | null;
    };
    expect(outcome(limited).refusal).toBe(TOO_MANY_REPORTS_MESSAGE);
    expect(limited.init?.status).toBe(429);
    expect(Number(new Headers(limited.init?.headers).get('retry-after'))).toBeGreaterThan(0);
  });

  it('« Modération » withdraws and restores for the session’s admin only', async () => {
    const target = await newOffer(seller, 'Miel de la page de modération', 3000, 10);
    const path = '/admin/1/moderation';
    const decide = (token: string, intent: string, input?: unknown) =>
      callPageRoute(testApp, moderationPage.action, path, token, {
        form: operationForm(intent, { params: { id: String(target.id) }, input }),
      });

    expect(outcome(await decide(admin, 'retirer', { raison: '  ' }))).toMatchObject({
      ok: false,
      fields: { raison: WITHDRAWAL_REASON_REQUIRED },
    });
    expect(outcome(await decide(demoSeller, 'retirer', { raison: 'Essai' })).ok).not.toBe(true);
    expect((await offerState(target.id)).withdrawn_at).toBeNull();
    expect(await auditEntries(target.id)).toEqual([]);

    const withdrawn = await decide(admin, 'retirer', { raison: 'Allégation médicale trompeuse' });
    expect(outcome(withdrawn)).toMatchObject({
      ok: true,
      message: withdrawnMessage('Miel de la page de modération'),
    });
    expect((await offerState(target.id)).withdrawn_reason).toBe('Allégation médicale trompeuse');
    expect(outcome(await decide(admin, 'remettre'))).toMatchObject({
      ok: true,
      message: restoredMessage('Miel de la page de modération'),
    });
    expect((await offerState(target.id)).withdrawn_at).toBeNull();
    expect((await auditEntries(target.id)).map((entry) => entry.action)).toEqual([
      'produit.retire',
      'produit.remis',
    ]);
  });
});
