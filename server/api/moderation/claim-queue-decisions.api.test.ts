import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as moderationPage from '../../../app/routes/dashboards/admin-moderation.tsx';
import {
  BOUTIQUE_TEXTS,
  COMMENT_AWAITING_TEAM,
  COMMENT_REJECTED_CLAIM,
  QUEUED_TEXT_APPROVED,
  QUEUED_TEXT_NOT_FOUND,
  type QueuedText,
} from '#common/claim-queue.ts';
import type { CommentPage, ModeratedComment } from '#common/community.ts';
import { healthContentProblem } from '#common/health-claims.ts';
import type { ArticleSummary } from '#common/article-schemas.ts';
import type { PublicBoutique } from '#common/boutiques.ts';
import type { RecipeInput } from '#common/recipe-schemas.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { editableSettings, type StoreSettingsView } from '#common/store-settings.ts';
import { frenchTypography } from '#common/typography.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §3.1–3.2, what the « Allégations de santé » queue left open: a shop's text the team
// rejects leaves every public place until its seller rewrites it (she is told, bell and e-mail,
// with the words and what to do); products imported by CSV and published recipes are queued as
// a product saved from the form is; a blog comment that is only suspicious is held for the team;
// a name shown to the public (an account's, a commenter's) is refused a claim beside its field.

let testApp: TestApp;
const { login, call, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let seller: RegistrationResponse;
let offer: OfferRow;

const TEAM_EMAIL = 'equipe@baobab.example';
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: inbox.url, CONTACT_EMAIL: TEAM_EMAIL },
  });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  seller = await newAccount('VENDEUR', 'Adjoa Décisions');
  offer = await newOffer(seller, 'Beurre de karité des décisions', 3000, 20);
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const queued = async (subject: QueuedText['subject'], subjectId: number) => {
  const response = await call('GET', '/api/admin/allegations/a-relire', admin);
  expect(response.statusCode).toBe(200);
  return response
    .json<QueuedText[]>()
    .filter((entry) => entry.subject === subject && entry.subjectId === subjectId);
};

async function decide(entry: QueuedText | undefined, decision: 'approuver' | 'rejeter') {
  expect(entry).toBeDefined();
  const response = await call('POST', `/api/admin/allegations/${entry!.id}/${decision}`, admin);
  expect(response.statusCode, response.body).toBe(200);
}

const fieldErrors = (response: { json: <T>() => T }) =>
  response.json<{ error: { details: { field: string; message: string }[] } }>().error.details;

describe('a shop’s text the team rejects', () => {
  const URL = '/api/vendeur/parametres/boutique';
  const settings = async () => (await call('GET', URL, seller.token)).json<StoreSettingsView>();
  const save = async (change: { name?: string; description?: string }) => {
    const current = editableSettings((await settings()).settings);
    const response = await call('PUT', URL, seller.token, { ...current, ...change });
    expect(response.statusCode, response.body).toBe(200);
  };
  const boutiquePage = () => call('GET', `/api/boutiques/${seller.boutiqueId}`);
  const onSale = async () => (await call('GET', `/api/produits/${offer.id}`)).statusCode;
  const told = async () => ({
    bell: (
      await testApp.database.pool.query<{ kind: string; message: string; link: string }>(
        `select kind, message, link from notifications where account_id = $1 and kind = 'support' order by id`,
        [seller.userId],
      )
    ).rows,
    mails: await vi.waitFor(() => {
      const mails = inbox.mails
        .filter((mail) => mail.recipients.includes(seller.Email))
        .map((mail) => readMail(mail.raw))
        .filter((mail) => mail.subject.endsWith('est à reformuler'));
      expect(mails).not.toHaveLength(0);
      return mails;
    }),
  });

  it('takes a rejected description off the shop’s page, the seller told why and what to do', async () => {
    const description = 'Des beurres aux nombreuses vertus, battus à Kara.';
    await save({ description });
    expect((await boutiquePage()).json<PublicBoutique>().description).toBe(description);

    const [entry] = await queued('boutique', seller.boutiqueId!);
    expect(entry).toMatchObject({ field: BOUTIQUE_TEXTS.description.label, words: ['vertus'] });
    await decide(entry, 'rejeter');

    expect((await boutiquePage()).json<PublicBoutique>().description).toBe('');
    expect((await settings()).rejectedTexts).toEqual(['description']);
    // The shop itself stays open: only its description was rejected.
    expect(await onSale()).toBe(200);
    const { bell, mails } = await told();
    expect(bell).toEqual([
      expect.objectContaining({ link: 'settings/store-settings', message: expect.any(String) }),
    ]);
    expect(bell[0]!.message).toContain(frenchTypography('« vertus »'));
    expect(bell[0]!.message).toContain('reformulez sa description');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      frenchTypography(
        `La description de votre boutique « ${(await settings()).settings.name} » est à reformuler`,
      ),
    );
    expect(mails[0]!.text).toContain(frenchTypography('« vertus »'));
    expect(mails[0]!.text).toContain('Paramètres de la boutique');
    expect(mails[0]!.text).toContain('/politique-de-contenu');
    // An answer reaches the team, not the no-reply sender.
    expect(mails[0]!.headers.get('reply-to')).toContain(TEAM_EMAIL);
  });

  it('keeps it off when saved unchanged, and publishes its rewrite at once', async () => {
    await save({ name: (await settings()).settings.name });
    expect((await boutiquePage()).json<PublicBoutique>().description).toBe('');
    expect(await queued('boutique', seller.boutiqueId!)).toEqual([]);

    await save({ description: 'Des beurres doux, battus à la main à Kara.' });
    expect((await boutiquePage()).json<PublicBoutique>().description).toBe(
      'Des beurres doux, battus à la main à Kara.',
    );
    expect((await settings()).rejectedTexts).toEqual([]);
  });

  it('closes the shop and its products on a rejected name, until it is renamed', async () => {
    const original = (await settings()).settings.name;
    await save({ name: 'Les vertus de Kara' });
    const [entry] = await queued('boutique', seller.boutiqueId!);
    expect(entry).toMatchObject({ field: BOUTIQUE_TEXTS.name.label, label: 'Les vertus de Kara' });
    await decide(entry, 'rejeter');

    expect((await boutiquePage()).statusCode).toBe(404);
    expect(await onSale()).toBe(404);
    const listed = await call('GET', '/api/produits/listeproduits?search=d%C3%A9cisions');
    expect(JSON.stringify(listed.json())).not.toContain('Les vertus de Kara');
    const { bell } = await told();
    expect(bell.at(-1)!.message).toContain('renommez-la');

    await save({ name: original });
    expect((await boutiquePage()).json<PublicBoutique>().name).toBe(original);
    expect(await onSale()).toBe(200);
  });

  it('shows the text again when the team approves it after all', async () => {
    await save({ description: 'Des beurres aux mille vertus.' });
    const [entry] = await queued('boutique', seller.boutiqueId!);
    await decide(entry, 'rejeter');
    expect((await boutiquePage()).json<PublicBoutique>().description).toBe('');
    // The seller saves it again unchanged and writes to the team, which reads it again.
    await testApp.database.pool.query(
      `update claim_queue set status = 'en_attente' where id = $1`,
      [entry!.id],
    );
    await decide(entry, 'approuver');
    expect((await boutiquePage()).json<PublicBoutique>().description).toBe(
      'Des beurres aux mille vertus.',
    );
  });
});

describe('products imported by CSV', () => {
  it('queues a suspicious text as the form does, the product on sale meanwhile', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/produits/importer',
      payload: [
        'nom;description;categorie;prix;stock;producteur',
        'Beurre importé;Un beurre aux mille bienfaits.;Tisanes et infusions;2500;5;GIC de Kara',
        'Savon importé;Un savon doux au karité.;Tisanes et infusions;1500;5;',
      ].join('\n'),
      headers: {
        authorization: `Bearer ${seller.token}`,
        'content-type': 'text/csv; charset=utf-8',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await testApp.database.pool.query<{ id: number; name: string }>(
      `select bp.id, p.name from boutique_produits bp join produits p on p.id = bp.produit_id
       where bp.boutique_id = $1 and p.name in ('Beurre importé', 'Savon importé') order by p.name`,
      [seller.boutiqueId],
    );
    const [butter, soap] = rows;
    expect(await queued('produit', butter!.id)).toEqual([
      expect.objectContaining({ field: 'Description', words: ['bienfaits'] }),
    ]);
    expect(await queued('produit', soap!.id)).toEqual([]);
    expect((await call('GET', `/api/produits/${butter!.id}`)).statusCode).toBe(200);
  });

  it('is approved from « Modération » by the same operation, for the session’s admin only', async () => {
    const { rows } = await testApp.database.pool.query<{ id: number }>(
      `select bp.id from boutique_produits bp join produits p on p.id = bp.produit_id
       where bp.boutique_id = $1 and p.name = 'Beurre importé'`,
      [seller.boutiqueId],
    );
    const [entry] = await queued('produit', rows[0]!.id);
    const decide = (token: string, intent: string, id: string) =>
      callPageRoute(testApp, moderationPage.action, '/admin/1/moderation', token, {
        form: operationForm(intent, { params: { id } }),
      });
    const outcome = (answer: unknown) =>
      ((answer as { data?: unknown }).data ?? answer) as { ok: boolean; message: string };

    expect(outcome(await decide(admin, 'approuver', '999999'))).toMatchObject({
      ok: false,
      message: QUEUED_TEXT_NOT_FOUND,
    });
    expect(outcome(await decide(seller.token, 'approuver', String(entry!.id))).ok).not.toBe(true);
    expect(await queued('produit', rows[0]!.id)).toHaveLength(1);
    expect(outcome(await decide(admin, 'approuver', String(entry!.id)))).toEqual({
      ok: true,
      message: QUEUED_TEXT_APPROVED,
      output: { message: QUEUED_TEXT_APPROVED },
    });
    expect(await queued('produit', rows[0]!.id)).toEqual([]);
  });
});

describe('a published recipe', () => {
  const recipe = (overrides: Partial<RecipeInput> = {}): RecipeInput => ({
    title: 'Baume du soir au karité',
    description: 'Un baume doux pour les mains, préparé en dix minutes.',
    ingredients: '50 g de beurre de karité',
    dosage: '',
    usage: 'Faire fondre, laisser prendre, masser sur peau sèche.',
    benefits: '',
    type: 'Baume',
    category: 'Beauté',
    tags: [],
    imageUrl: null,
    productIds: [],
    ...overrides,
  });
  const author = () => testApp.services.accounts.authenticate(seller.token);

  it('is queued when suspicious, and leaves the blog when the team rejects it', async () => {
    const { recipes } = testApp.services;
    const published = await recipes.create(
      await author(),
      recipe({ benefits: 'Un baume aux mille vertus.' }),
      { publish: true },
    );
    const [entry] = await queued('recette', published.id);
    expect(entry).toMatchObject({ field: 'Usages et précautions', words: ['vertus'] });
    expect((await call('GET', `/api/recettes/${published.id}`)).statusCode).toBe(200);
    await decide(entry, 'rejeter');
    expect((await call('GET', `/api/recettes/${published.id}`)).statusCode).toBe(404);
  });

  it('still refuses a claim, and queues nothing for a draft', async () => {
    const { recipes } = testApp.services;
    await expect(
      recipes.create(await author(), recipe({ benefits: 'Soigne les boutons.' }), {
        publish: true,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    const draft = await recipes.create(
      await author(),
      recipe({ benefits: 'Un baume aux mille vertus.' }),
      { publish: false },
    );
    expect(await queued('recette', draft.id)).toEqual([]);
  });
});

describe('a reader’s comment on the blog', () => {
  let articles: ArticleSummary[];
  const asReader = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': nextIp(),
        origin: new URL(testApp.config.publicUrl).origin,
      },
      ...(payload ? { payload } : {}),
    });
  const articleComments = (index: number) => `/api/articles/${articles[index]!.id}/commentaires`;
  const shown = async (index: number) =>
    (await asReader('GET', `${articleComments(index)}?pages=10`)).json<CommentPage>().comments;
  const moderated = async () =>
    (await call('GET', '/api/admin/commentaires', admin)).json<{ comments: ModeratedComment[] }>()
      .comments;

  beforeAll(async () => {
    articles = (await call('GET', '/api/articles')).json<ArticleSummary[]>();
  });

  it('is held for the team when only suspicious, published once approved', async () => {
    const text = 'Une tisane aux mille vertus, je la bois chaque soir.';
    const posted = await asReader('POST', articleComments(1), { name: 'Akossiwa', text });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<{ message: string }>().message).toBe(COMMENT_AWAITING_TEAM);
    expect((await shown(1)).map((comment) => comment.text)).not.toContain(text);

    const held = (await moderated()).find((comment) => comment.text === text);
    expect(held).toBeDefined();
    const [entry] = await queued('commentaire', held!.id);
    expect(entry).toMatchObject({ words: ['vertus'], label: articles[1]!.title });
    await decide(entry, 'approuver');
    expect((await shown(1)).map((comment) => comment.text)).toContain(text);
  });

  it('stays off the page when the team rejects it', async () => {
    const text = 'Ma grand-mère parlait de ses bienfaits.';
    const posted = await asReader('POST', articleComments(2), { name: 'Yawa', text });
    expect(posted.json<{ message: string }>().message).toBe(COMMENT_AWAITING_TEAM);
    const held = (await moderated()).find((comment) => comment.text === text);
    await decide((await queued('commentaire', held!.id))[0], 'rejeter');
    expect((await shown(2)).map((comment) => comment.text)).not.toContain(text);
    const after = (await moderated()).find((comment) => comment.id === held!.id);
    expect(after?.hidden?.reason).toBe(COMMENT_REJECTED_CLAIM);
  });

  it('is refused outright when it makes a claim, and so is a name that does', async () => {
    const claim = await asReader('POST', articleComments(1), {
      name: 'Awa',
      text: 'Ce thé guérit le paludisme.',
    });
    expect(claim.statusCode).toBe(400);
    expect(fieldErrors(claim)).toEqual([
      { field: 'text', message: healthContentProblem('Ce thé guérit le paludisme.') },
    ]);
    const name = await asReader('POST', articleComments(1), {
      name: 'Guérit le diabète',
      text: 'Un bon article.',
    });
    expect(name.statusCode).toBe(400);
    expect(fieldErrors(name)).toEqual([
      { field: 'name', message: healthContentProblem('Guérit le diabète') },
    ]);
  });
});

describe('a name shown to the public', () => {
  it('is refused a claim at registration, beside the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        userName: 'Guérit le diabète',
        pays: 'Togo',
        ville: 'Lomé',
        telephone: '+228 96 990 001',
        email: 'guerit@test.example',
        typeCompte: 'ACHETEUR',
        password: 'Mot-de-passe-2026',
      },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toContainEqual({
      field: 'userName',
      message: healthContentProblem('Guérit le diabète'),
    });
  });

  it('is refused in the profile, whole or in two parts, and the name stays', async () => {
    const buyer = await newAccount('ACHETEUR', 'Afi Profil');
    const profile = { telephone: '+228 96 990 002', birthday: null, gender: null };
    const whole = await call('PUT', '/api/compte/profil', buyer.token, {
      ...profile,
      userName: 'Guérit le diabète',
    });
    expect(whole.statusCode).toBe(400);
    expect(fieldErrors(whole)).toEqual([
      { field: 'userName', message: healthContentProblem('Guérit le diabète') },
    ]);
    const parts = await call('PUT', '/api/compte/profil', buyer.token, {
      ...profile,
      firstName: 'Soigne',
      lastName: 'les boutons',
    });
    expect(parts.statusCode).toBe(400);
    expect(fieldErrors(parts)).toEqual([
      { field: 'lastName', message: healthContentProblem('Soigne les boutons') },
    ]);
    const honest = await call('PUT', '/api/compte/profil', buyer.token, {
      ...profile,
      firstName: 'Marie',
      lastName: 'Guérin',
    });
    expect(honest.statusCode, honest.body).toBe(200);
  });
});
