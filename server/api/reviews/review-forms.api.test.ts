import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import type { Submission } from '#modules/operations/operation.ts';
import type { CheckoutResult } from '#common/orders.ts';
import {
  ANSWER_PUBLISHED,
  ANSWER_TEXT_REQUIRED,
  HIDE_REASON_REQUIRED,
  RATING_REQUIRED,
  REPORT_NEEDS_BUYER,
  reviewCreatedMessage,
  REVIEW_HIDDEN,
  REVIEW_REPORTED,
  REVIEW_REPORTS_CLOSED,
  REVIEW_REPORT_REASON_REQUIRED,
  REVIEW_SHOWN,
  REVIEW_TEXT_REQUIRED,
  REVIEW_UPDATED,
} from '#common/reviews.ts';
import type { RegistrationResponse } from '#common/session.ts';
import {
  editableSettings,
  storeSettingsInput,
  type StoreSettings,
} from '#common/store-settings.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import * as adminModerationPage from '../../../app/routes/dashboards/admin-moderation.tsx';
import * as buyerReviewsPage from '../../../app/routes/dashboards/buyer-reviews.tsx';
import * as sellerHomePage from '../../../app/routes/dashboards/seller-home.tsx';
import * as storePage from '../../../app/routes/dashboards/seller-settings-store.tsx';
import * as productPage from '../../../app/routes/product-details.tsx';
import { COD_TOGO, orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The pages' forms. The review screens send the reviews' operations (decision 061) with the
// session cookie: the API's JSON numbers, refused beside their fields by the same schemas, and
// the same confirmations. Issue 45 §1.10: the settings forms, whose wire format is text, still
// send a rate typed « 19,25 ».

let testApp: TestApp;
const { call, checkout, login, newAccount, newOffer } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let buyer: RegistrationResponse;
let otherBuyer: RegistrationResponse;
let admin: { token: string; id: number };
let offerId: number;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  seller = await newAccount('VENDEUR', 'Ama Formulaires');
  buyer = await newAccount('ACHETEUR', 'Kodjo Formulaires');
  otherBuyer = await newAccount('ACHETEUR', 'Esi Formulaires');
  const adminToken = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  const me = (await call('GET', '/api/users/check-auth', adminToken)).json<{ id: number }>();
  admin = { token: adminToken, id: me.id };
  offerId = (await newOffer(seller, 'Beurre de karité des formulaires', 3500, 10)).id;
  const placed = await checkout(
    { lines: [{ id: offerId, quantity: 1 }], ...COD_TOGO },
    { token: buyer.token },
  );
  const orderId = placed.json<CheckoutResult>().orders[0]!.id;
  for (const statut of ['En cours', 'Livré']) {
    await call('PATCH', `/api/commandes/${orderId}/statut`, seller.token, { statut });
  }
});
afterAll(async () => {
  await testApp?.close();
});

const outcome = (answer: unknown) =>
  ((answer as { data?: unknown }).data ?? answer) as {
    ok: boolean;
    message: string;
    fields?: Record<string, string>;
  };

type Action = Parameters<typeof callPageRoute>[1];

/** The page's action, sent the operation's form as the screen sends it. */
async function perform(
  action: Action,
  path: string,
  token: string | undefined,
  intent: string,
  sent: Submission,
) {
  return outcome(
    await callPageRoute(testApp, action, path, token, { form: operationForm(intent, sent) }),
  );
}

/** The buyer's reviews as stored: what a refusal must leave as it was. */
async function storedReviews() {
  const { rows } = await testApp.database.pool.query<{ id: number; rating: number; text: string }>(
    'select id, rating, text from product_reviews where buyer_account_id = $1 order by id',
    [buyer.userId],
  );
  return rows;
}

describe('the review screens’ operations', () => {
  const buyerScreen = () => `/acheteur-dashboard/${buyer.TenantId}/avis`;
  let reviewId: number;

  it('publish and edit a buyer’s review, refusing bad input beside its field', async () => {
    const publish = (token: string | undefined, input: unknown) =>
      perform(buyerReviewsPage.action, buyerScreen(), token, 'publier-avis', { input });
    const text = 'Doux et sans odeur.';
    // The API's JSON numbers: stars as text are refused, as the REST route refuses them.
    expect(await publish(buyer.token, { productId: offerId, rating: '4', text })).toMatchObject({
      ok: false,
      fields: { rating: RATING_REQUIRED },
    });
    expect(await publish(buyer.token, { productId: offerId, rating: 4, text: ' ' })).toMatchObject({
      ok: false,
      fields: { text: REVIEW_TEXT_REQUIRED },
    });
    // No session cookie, no review.
    expect((await publish(undefined, { productId: offerId, rating: 4, text })).ok).toBe(false);
    expect(await storedReviews()).toEqual([]);

    const published = await publish(buyer.token, { productId: offerId, rating: 4, text });
    expect([reviewCreatedMessage(false), reviewCreatedMessage(true)]).toContain(published.message);
    expect(published.ok).toBe(true);
    const [stored] = await storedReviews();
    expect(stored).toMatchObject({ rating: 4, text });
    reviewId = stored!.id;

    const edit = (input: unknown) =>
      perform(buyerReviewsPage.action, buyerScreen(), buyer.token, 'modifier-avis', {
        params: { id: String(reviewId) },
        input,
      });
    expect(await edit({ rating: 6, text })).toMatchObject({
      ok: false,
      fields: { rating: RATING_REQUIRED },
    });
    expect(await storedReviews()).toEqual([stored]);
    expect(await edit({ rating: 2, text: 'Il rancit vite.' })).toMatchObject({
      ok: true,
      message: REVIEW_UPDATED,
    });
    expect(await storedReviews()).toEqual([{ id: reviewId, rating: 2, text: 'Il rancit vite.' }]);
  });

  it('let the shop answer from its dashboard’s home', async () => {
    const answer = (text: string) =>
      perform(
        sellerHomePage.action,
        `/vendeur-dashboard/${seller.TenantId}`,
        seller.token,
        'repondre-avis',
        { params: { id: String(reviewId) }, input: { text } },
      );
    const answered = async () =>
      (
        await testApp.database.pool.query<{ answer: string | null }>(
          'select answer from product_reviews where id = $1',
          [reviewId],
        )
      ).rows[0]?.answer;
    expect(await answer('')).toMatchObject({ ok: false, fields: { text: ANSWER_TEXT_REQUIRED } });
    expect(await answered()).toBeNull();
    expect(await answer('Merci pour votre retour.')).toMatchObject({
      ok: true,
      message: ANSWER_PUBLISHED,
    });
    expect(await answered()).toBe('Merci pour votre retour.');
  });

  it('let another buyer report it from the product page, and the team moderate it', async () => {
    const productPath = `/product-details/${offerId}`;
    const report = (token: string, raison: string) =>
      perform(productPage.action, productPath, token, 'signaler-avis', {
        params: { id: String(reviewId) },
        input: { raison },
      });
    const reports = async () =>
      (
        await testApp.database.pool.query<{ n: number }>(
          'select count(*)::int as n from review_reports where review_id = $1',
          [reviewId],
        )
      ).rows[0]!.n;
    expect(await report(seller.token, 'Publicité ou spam')).toMatchObject({
      ok: false,
      message: REPORT_NEEDS_BUYER,
    });
    expect(await report(otherBuyer.token, '')).toMatchObject({
      ok: false,
      fields: { raison: REVIEW_REPORT_REASON_REQUIRED },
    });
    expect(await reports()).toBe(0);
    expect(await report(otherBuyer.token, 'Publicité ou spam')).toMatchObject({
      ok: true,
      message: REVIEW_REPORTED,
    });
    expect(await reports()).toBe(1);

    const screen = `/admin/${admin.id}/produits?liste=avis`;
    const decide = (intent: string, input?: unknown) =>
      perform(adminModerationPage.action, screen, admin.token, intent, {
        params: { id: String(reviewId) },
        input,
      });
    expect(await decide('masquer-avis', { raison: '' })).toMatchObject({
      ok: false,
      fields: { raison: HIDE_REASON_REQUIRED },
    });
    expect(await decide('classer-avis')).toMatchObject({
      ok: true,
      message: REVIEW_REPORTS_CLOSED,
    });
    expect(await decide('masquer-avis', { raison: 'Hors sujet.' })).toMatchObject({
      ok: true,
      message: REVIEW_HIDDEN,
    });
    expect(await decide('afficher-avis')).toMatchObject({ ok: true, message: REVIEW_SHOWN });
  });
});

describe('the settings forms', () => {
  it('save the shop’s rate as typed, with a decimal comma', async () => {
    const editable = editableSettings(
      (await call('GET', '/api/vendeur/parametres/boutique', seller.token)).json<{
        settings: StoreSettings;
      }>().settings,
    );
    const answer = await callPageRoute(
      testApp,
      storePage.action,
      `/vendeur-dashboard/${seller.TenantId}/settings/store-settings`,
      seller.token,
      {
        form: operationForm('boutique', {
          input: storeSettingsInput({ ...editable, taxRate: '19,25' }),
        }),
      },
    );
    expect(outcome(answer)).toMatchObject({ ok: true });
    const after = (await call('GET', '/api/vendeur/parametres/boutique', seller.token)).json<{
      settings: { taxRate: number };
    }>();
    expect(after.settings.taxRate).toBe(19.25);
  });
});
