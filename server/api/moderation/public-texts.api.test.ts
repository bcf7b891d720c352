import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUED_TEXT_NOT_FOUND,
  REVIEW_AWAITING_TEAM,
  REVIEW_REJECTED_CLAIM,
  type QueuedText,
} from '#common/claim-queue.ts';
import { healthContentProblem } from '#common/health-claims.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { REVIEW_AWAITING, type BuyerReviews, type ProductReviewPage } from '#common/reviews.ts';
import type { RegistrationResponse } from '#common/session.ts';
import type { StoreSettingsView } from '#common/store-settings.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { COD_TOGO, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §3.2: every text a visitor reads goes through the claim screen. What a seller writes
// (the shop's name and description, a product's producer, an answer to a review) is refused
// with the screen's message beside its field; a buyer's review that speaks of health is kept
// off the product page for the team's « Allégations de santé » queue, which approves or
// rejects it; a seller's text that is only suspicious is published and queued.

let testApp: TestApp;
const { login, call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

let admin: string;
let seller: RegistrationResponse;
let buyer: RegistrationResponse;
let secondBuyer: RegistrationResponse;
let offer: OfferRow;

const CLAIM = 'Cette huile a guéri mon diabète';

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  [seller, buyer, secondBuyer] = await Promise.all([
    newAccount('VENDEUR', 'Adjoa Textes'),
    newAccount('ACHETEUR', 'Koffi Témoin'),
    newAccount('ACHETEUR', 'Afi Seconde'),
  ]);
  offer = await newOffer(seller, 'Huile de baobab des tests', 4000, 50);
  for (const { token } of [buyer, secondBuyer]) {
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO },
      { token },
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<CheckoutResult>().orders[0]!.id;
    for (const statut of ['En cours', 'Livré']) {
      const moved = await call('PATCH', `/api/commandes/${orderId}/statut`, seller.token, {
        statut,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
});
afterAll(async () => {
  await testApp?.close();
});

const fieldErrors = (response: { json: <T>() => T }) =>
  response.json<{ error: { details: { field: string; message: string }[] } }>().error.details;

const queue = async () => {
  const response = await call('GET', '/api/admin/allegations/a-relire', admin);
  expect(response.statusCode).toBe(200);
  return response.json<QueuedText[]>();
};
const queued = async (subject: QueuedText['subject'], subjectId: number) =>
  (await queue()).filter((entry) => entry.subject === subject && entry.subjectId === subjectId);

const productReviews = async () =>
  (await call('GET', `/api/produits/${offer.id}/avis`)).json<ProductReviewPage>();

describe('a buyer’s review that speaks of health', () => {
  let reviewId: number;

  it('is kept off the product page and queued for the team, its buyer told why', async () => {
    const response = await call('POST', '/api/avis', buyer.token, {
      productId: offer.id,
      rating: 5,
      text: CLAIM,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(REVIEW_AWAITING);
    reviewId = response.json<{ id: number }>().id;

    expect((await productReviews()).reviews).toEqual([]);
    expect((await productReviews()).summary).toBeNull();
    expect(await queued('avis', reviewId)).toEqual([
      expect.objectContaining({ text: CLAIM, words: ['guéri', 'diabète'] }),
    ]);
    const own = (await call('GET', '/api/avis/mes-avis', buyer.token)).json<BuyerReviews>();
    expect(own.reviews.find((review) => review.id === reviewId)?.hidden).toEqual({
      reason: REVIEW_AWAITING_TEAM,
    });
  });

  it('is published when the team approves it, once, and only by the team', async () => {
    const [entry] = await queued('avis', reviewId);
    const bySeller = await call(
      'POST',
      `/api/admin/allegations/${entry!.id}/approuver`,
      seller.token,
    );
    expect(bySeller.statusCode).toBe(403);
    expect((await productReviews()).reviews).toEqual([]);

    const approved = await call('POST', `/api/admin/allegations/${entry!.id}/approuver`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await productReviews()).reviews.map((review) => review.text)).toEqual([CLAIM]);
    expect((await productReviews()).summary).toEqual({ average: 5, count: 1 });
    expect(await queued('avis', reviewId)).toEqual([]);

    const again = await call('POST', `/api/admin/allegations/${entry!.id}/rejeter`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(QUEUED_TEXT_NOT_FOUND);
  });

  it('stays off the page when the team rejects it', async () => {
    const response = await call('POST', '/api/avis', secondBuyer.token, {
      productId: offer.id,
      rating: 5,
      text: 'Idéal pour les hypertendus, ça fait tomber la tension.',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    const [entry] = await queued('avis', id);
    const rejected = await call('POST', `/api/admin/allegations/${entry!.id}/rejeter`, admin);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await productReviews()).reviews.map((review) => review.id)).toEqual([reviewId]);
    const own = (await call('GET', '/api/avis/mes-avis', secondBuyer.token)).json<BuyerReviews>();
    expect(own.reviews.find((review) => review.id === id)?.hidden).toEqual({
      reason: REVIEW_REJECTED_CLAIM,
    });
  });

  it('is published at once when it speaks of taste only', async () => {
    const edited = await call('PUT', `/api/avis/${reviewId}`, buyer.token, {
      rating: 4,
      text: 'Une huile douce, au bon goût de noisette.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await productReviews()).reviews.map((review) => review.text)).toEqual([
      'Une huile douce, au bon goût de noisette.',
    ]);
  });

  describe('the shop’s public answer', () => {
    it('is refused with the screen’s message when it makes a claim, nothing written', async () => {
      const text = 'Merci ! Notre huile soigne aussi l’hypertension.';
      const refused = await call('POST', `/api/avis/${reviewId}/reponse`, seller.token, { text });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused)).toEqual([
        { field: 'text', message: healthContentProblem(text) },
      ]);
      expect((await productReviews()).reviews[0]?.answer).toBeNull();
    });

    it('is published when only suspicious, and removed when the team rejects it', async () => {
      const text = 'Merci ! Une huile aux mille vertus.';
      const answered = await call('POST', `/api/avis/${reviewId}/reponse`, seller.token, { text });
      expect(answered.statusCode, answered.body).toBe(200);
      expect((await productReviews()).reviews[0]?.answer?.text).toBe(text);
      const [entry] = await queued('reponse', reviewId);
      expect(entry).toMatchObject({ words: ['vertus'], label: offer.name });
      await call('POST', `/api/admin/allegations/${entry!.id}/rejeter`, admin);
      expect((await productReviews()).reviews[0]?.answer).toBeNull();
    });
  });
});

describe('the shop’s name and description (its page and its JSON-LD)', () => {
  const URL = '/api/vendeur/parametres/boutique';
  const settings = async () => (await call('GET', URL, seller.token)).json<StoreSettingsView>();
  const bodyOf = ({ settings: { pausedAt: _pausedAt, ...rest } }: StoreSettingsView) => rest;

  it('refuses a claim beside each field, changing nothing', async () => {
    const before = await settings();
    const response = await call('PUT', URL, seller.token, {
      ...bodyOf(before),
      name: 'La boutique qui soigne le palu',
      description: 'Nos tisanes font baisser la tension.',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).map(({ field }) => field)).toEqual(['name', 'description']);
    expect(fieldErrors(response)[0]!.message).toBe(
      healthContentProblem('La boutique qui soigne le palu'),
    );
    expect((await settings()).settings.name).toBe(before.settings.name);
  });

  it('saves a suspicious description and queues it for the team', async () => {
    const before = await settings();
    const response = await call('PUT', URL, seller.token, {
      ...bodyOf(before),
      description: 'Des huiles aux nombreuses vertus, pressées à Kara.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await queued('boutique', seller.boutiqueId!)).toEqual([
      expect.objectContaining({ field: 'Description', words: ['vertus'] }),
    ]);
  });

  it('refuses a claim in a new seller’s shop name at registration', async () => {
    const response = await call('POST', '/api/users/register', undefined, {
      email: 'guerisseur@example.com',
      password: 'Motdepasse-solide-2026',
      userName: 'Yao Guérisseur',
      typeCompte: 'VENDEUR',
      instituteName: 'Remèdes contre le diabète',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).map(({ field }) => field)).toContain('instituteName');
  });
});

describe('a product’s public texts', () => {
  const productBody = (name: string, description: string, producer: string) => ({
    categorieId: 1,
    tenantId: seller.TenantId,
    product: { name, description },
    producteur: { nom: producer, email: '' },
    images: [],
    boutiqueProduct: { price: 2500, stockDisponible: 5, boutiqueId: seller.boutiqueId },
  });

  it('refuses a producer’s name that makes a claim', async () => {
    const response = await call(
      'POST',
      '/api/produits/ajouter-nouveau-produit',
      seller.token,
      productBody('Miel de Kara', 'Un miel clair et doux.', 'Le guérisseur du diabète'),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual([
      { field: 'producteur.nom', message: healthContentProblem('Le guérisseur du diabète') },
    ]);
  });

  it('publishes a suspicious description, queued; rejected, the product leaves the sale', async () => {
    const response = await call(
      'POST',
      '/api/produits/ajouter-nouveau-produit',
      seller.token,
      productBody('Miel de Kara', 'Un miel clair aux mille bienfaits.', 'GIC de Kara'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [entry] = await queued('produit', id);
    expect(entry).toMatchObject({ field: 'Description', words: ['bienfaits'] });
    expect((await call('GET', `/api/produits/${id}`)).statusCode).toBe(200);
    const rejected = await call('POST', `/api/admin/allegations/${entry!.id}/rejeter`, admin);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call('GET', `/api/produits/${id}`)).statusCode).toBe(404);
  });
});
