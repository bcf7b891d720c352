import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { CheckoutResult } from '#common/orders.ts';
import {
  ALREADY_ANSWERED,
  ALREADY_REPORTED,
  ALREADY_REVIEWED,
  ANSWER_TEXT_REQUIRED,
  HIDE_REASON_REQUIRED,
  NOT_RECEIVED,
  RATING_REQUIRED,
  REVIEW_NOT_FOUND,
  REVIEW_REPORT_REASON_REQUIRED,
  REVIEW_TEXT_REQUIRED,
  type BuyerReviews,
  type ModeratedReview,
  type ProductReviewPage,
} from '#common/reviews.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Reviews (issue 16): only a buyer who received the product reviews it, once, and may edit it;
// the shop answers once (the buyer is notified); buyers report once; a review the team hides
// leaves the product's reviews, its average and the cards' counts.

let testApp: TestApp;
const { login, call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let seller: RegistrationResponse;
let otherSeller: RegistrationResponse;
let buyer: RegistrationResponse;
let secondBuyer: RegistrationResponse;
let offer: OfferRow;
let notOrdered: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  [seller, otherSeller, buyer, secondBuyer] = await Promise.all([
    newAccount('VENDEUR', 'Ama Avis'),
    newAccount('VENDEUR', 'Yawo Autre'),
    newAccount('ACHETEUR', 'Kodjo Mensah'),
    newAccount('ACHETEUR', 'Esi Koffi'),
  ]);
  offer = await newOffer(seller, 'Beurre de karité des avis', 3500, 50);
  notOrdered = await newOffer(seller, 'Savon noir jamais commandé', 1500, 50);
});
afterAll(async () => {
  await testApp?.close();
});

/** A buyer's order of the offer, placed through the API; its id. */
async function order(token: string, offerId: number): Promise<number> {
  const response = await checkout(
    { lines: [{ id: offerId, quantity: 1 }], ...COD_TOGO },
    { token },
  );
  expect(response.statusCode).toBe(201);
  return response.json<CheckoutResult>().orders[0]!.id;
}

async function deliver(orderId: number) {
  for (const statut of ['En cours', 'Livré']) {
    const response = await call('PATCH', `/api/commandes/${orderId}/statut`, seller.token, {
      statut,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const review = (token: string, body: unknown) => call('POST', '/api/avis', token, body);
const productReviews = async (offerId: number) => {
  const response = await call('GET', `/api/produits/${offerId}/avis`);
  expect(response.statusCode).toBe(200);
  return response.json<ProductReviewPage>();
};
const listed = async (offerId: number) => {
  const response = await call('GET', `/api/produits/listeproduits?ids=${offerId}`);
  return response.json<ProductListingEntry[]>()[0]!;
};
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

describe('writing a review', () => {
  let orderId: number;

  it('is refused before delivery, with a French message, and writes nothing', async () => {
    orderId = await order(buyer.token, offer.id);
    const refused = await review(buyer.token, { productId: offer.id, rating: 4, text: 'Bien.' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(NOT_RECEIVED);
    expect((await productReviews(offer.id)).summary).toBeNull();
  });

  it('is refused for a product not in the delivered order, and for someone else’s order', async () => {
    await deliver(orderId);
    const notInOrder = await review(buyer.token, {
      productId: notOrdered.id,
      rating: 5,
      text: 'Jamais reçu.',
    });
    expect(notInOrder.statusCode).toBe(403);
    expect(errorOf(notInOrder)).toBe(NOT_RECEIVED);
    const notTheirs = await review(secondBuyer.token, {
      productId: offer.id,
      rating: 1,
      text: 'Pas ma commande.',
    });
    expect(notTheirs.statusCode).toBe(403);
  });

  it('answers each rule a form can trip with its own message', async () => {
    const response = await review(buyer.token, { productId: offer.id, rating: 6, text: '  ' });
    expect(response.statusCode).toBe(400);
    const { details } = response.json<{
      error: { details: { field: string; message: string }[] };
    }>().error;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'rating', message: RATING_REQUIRED },
        { field: 'text', message: REVIEW_TEXT_REQUIRED },
      ]),
    );
  });

  it('takes the rating and the product as JSON numbers, never as text (issue 45)', async () => {
    for (const body of [
      { productId: offer.id, rating: '5', text: 'Très bon.' },
      { productId: String(offer.id), rating: 5, text: 'Très bon.' },
    ]) {
      const response = await review(buyer.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      errorOf(await review(buyer.token, { productId: offer.id, rating: '5', text: 'Bon.' })),
    ).toBe(RATING_REQUIRED);
    expect((await productReviews(offer.id)).summary).toBeNull();
  });

  it('is published after delivery, marked as bought in that order, once per product', async () => {
    const text = 'Très bon beurre, <b>doux</b> et sans odeur.';
    const published = await review(buyer.token, { productId: offer.id, rating: 4, text });
    expect(published.statusCode, published.body).toBe(201);
    const { rows } = await testApp.database.pool.query<{ commande_id: number }>(
      'select commande_id from product_reviews where id = $1',
      [published.json<{ id: number }>().id],
    );
    expect(rows[0]!.commande_id).toBe(orderId);

    const page = await productReviews(offer.id);
    expect(page.summary).toEqual({ average: 4, count: 1 });
    expect(page.distribution).toEqual([0, 1, 0, 0, 0]);
    // Stored as typed (plain text), first name and initial only.
    expect(page.reviews[0]).toMatchObject({ rating: 4, text, author: 'Kodjo M.', answer: null });
    expect((await listed(offer.id)).rating).toEqual({ average: 4, count: 1 });

    const second = await review(buyer.token, { productId: offer.id, rating: 5, text: 'Encore' });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toBe(ALREADY_REVIEWED);
    expect((await productReviews(offer.id)).summary?.count).toBe(1);
  });

  it('is edited by its author only, and the average follows', async () => {
    const mine = await call('GET', '/api/avis/mes-avis', buyer.token);
    const { reviews, awaiting } = mine.json<BuyerReviews>();
    expect(awaiting.map((item) => item.productId)).not.toContain(offer.id);
    const id = reviews.find((item) => item.productId === offer.id)!.id;

    const foreign = await call('PUT', `/api/avis/${id}`, secondBuyer.token, {
      rating: 1,
      text: 'Piraté',
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toBe(REVIEW_NOT_FOUND);

    const asText = await call('PUT', `/api/avis/${id}`, buyer.token, { rating: '2', text: 'Bof.' });
    expect(asText.statusCode).toBe(400);
    const edited = await call('PUT', `/api/avis/${id}`, buyer.token, {
      rating: 2,
      text: 'Finalement, il rancit vite.',
    });
    expect(edited.statusCode).toBe(200);
    const page = await productReviews(offer.id);
    expect(page.summary).toEqual({ average: 2, count: 1 });
    expect(page.reviews[0]!.text).toBe('Finalement, il rancit vite.');
  });
});

describe('answers, reports and moderation', () => {
  let reviewId: number;
  let secondId: number;

  beforeAll(async () => {
    reviewId = (await productReviews(offer.id)).reviews[0]!.id;
    await deliver(await order(secondBuyer.token, offer.id));
    const published = await review(secondBuyer.token, {
      productId: offer.id,
      rating: 5,
      text: 'Parfait pour les cheveux.',
    });
    secondId = published.json<{ id: number }>().id;
  });

  it('lets the product’s seller answer once, and notifies the buyer', async () => {
    const empty = await call('POST', `/api/avis/${reviewId}/reponse`, seller.token, { text: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(ANSWER_TEXT_REQUIRED);

    const other = await call('POST', `/api/avis/${reviewId}/reponse`, otherSeller.token, {
      text: 'Je ne suis pas la boutique.',
    });
    expect(other.statusCode).toBe(404);

    const answered = await call('POST', `/api/avis/${reviewId}/reponse`, seller.token, {
      text: 'Merci ! Gardez-le au frais.',
    });
    expect(answered.statusCode).toBe(200);
    const again = await call('POST', `/api/avis/${reviewId}/reponse`, seller.token, {
      text: 'Encore merci.',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(ALREADY_ANSWERED);

    const shown = (await productReviews(offer.id)).reviews.find((item) => item.id === reviewId);
    expect(shown?.answer?.text).toBe('Merci ! Gardez-le au frais.');
    const { rows } = await testApp.database.pool.query<{ kind: string; message: string }>(
      'select kind, message from notifications where account_id = $1',
      [buyer.userId],
    );
    expect(rows).toContainEqual({
      kind: 'avis',
      message: `La boutique a répondu à votre avis sur « ${offer.name} »`,
    });
  });

  it('takes one report per buyer and review, with a reason', async () => {
    const noReason = await call('POST', `/api/avis/${secondId}/signalements`, buyer.token, {});
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason)).toBe(REVIEW_REPORT_REASON_REQUIRED);
    const reported = await call('POST', `/api/avis/${secondId}/signalements`, buyer.token, {
      raison: 'Publicité ou spam',
    });
    expect(reported.statusCode).toBe(201);
    const again = await call('POST', `/api/avis/${secondId}/signalements`, buyer.token, {
      raison: 'Autre',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(ALREADY_REPORTED);

    const moderated = await call('GET', '/api/admin/avis', admin);
    expect(moderated.json<ModeratedReview[]>()).toContainEqual(
      expect.objectContaining({ id: secondId, openReports: 1, reasons: ['Publicité ou spam'] }),
    );
  });

  it('hides a review on the team’s word: gone from the page, the average and the cards', async () => {
    expect((await productReviews(offer.id)).summary).toEqual({ average: 3.5, count: 2 });
    const noReason = await call('POST', `/api/admin/avis/${secondId}/masquer`, admin, {
      raison: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason)).toBe(HIDE_REASON_REQUIRED);
    const bySeller = await call('POST', `/api/admin/avis/${secondId}/masquer`, seller.token, {
      raison: 'Je n’aime pas',
    });
    expect(bySeller.statusCode).toBe(403);

    const hidden = await call('POST', `/api/admin/avis/${secondId}/masquer`, admin, {
      raison: 'Publicité pour un autre site',
    });
    expect(hidden.statusCode).toBe(200);
    const page = await productReviews(offer.id);
    expect(page.reviews.map((item) => item.id)).toEqual([reviewId]);
    expect(page.summary).toEqual({ average: 2, count: 1 });
    expect(page.distribution).toEqual([0, 0, 0, 1, 0]);
    expect((await listed(offer.id)).rating).toEqual({ average: 2, count: 1 });
    const { rows } = await testApp.database.pool.query<{ reason: string }>(
      `select reason from audit_log where action = 'avis.masque' and target_id = $1`,
      [secondId],
    );
    expect(rows).toEqual([{ reason: 'Publicité pour un autre site' }]);

    // Its author still sees it, with the reason; nobody can answer it.
    const mine = (await call('GET', '/api/avis/mes-avis', secondBuyer.token)).json<BuyerReviews>();
    expect(mine.reviews.find((item) => item.id === secondId)?.hidden).toEqual({
      reason: 'Publicité pour un autre site',
    });

    const shown = await call('POST', `/api/admin/avis/${secondId}/afficher`, admin);
    expect(shown.statusCode).toBe(200);
    expect((await productReviews(offer.id)).summary).toEqual({ average: 3.5, count: 2 });
  });
});
