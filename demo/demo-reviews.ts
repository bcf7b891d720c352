import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { createReviewsRepository } from '#modules/reviews/reviews.repository.ts';
import { createReviewsService } from '#modules/reviews/reviews.service.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoActors } from './demo-history.ts';

// Reviews from the demo buyers of the products their delivered orders brought them, written
// through the reviews service at dates after the orders, and some answered by the shops: the
// product pages, the cards and the shops' pages show ratings on first start. Every fourth
// product is left without a review, so the buyers' 'Avis et Évaluations' screen has some waiting.

const DAY_MS = 24 * 60 * 60 * 1000;

const REVIEWS = [
  { rating: 5, text: 'Produit authentique, exactement comme au village. Je recommande !' },
  { rating: 4, text: 'Très bonne qualité, livraison un peu lente mais bien emballé.' },
  { rating: 5, text: 'Ma mère l’utilise tous les jours, elle en est ravie.' },
  { rating: 3, text: 'Correct, mais le parfum est plus fort que ce que j’attendais.' },
  { rating: 4, text: 'Bon rapport qualité-prix, je recommanderai.' },
  { rating: 5, text: 'Excellent, la peau est douce dès la première semaine.' },
  { rating: 2, text: 'Le pot est arrivé à moitié fondu à cause de la chaleur.' },
  { rating: 4, text: 'Conforme à la description, emballage soigné.' },
] as const;

export const demoReviewTexts = REVIEWS.map(({ text }) => text);

const ANSWERS = [
  'Merci beaucoup pour votre confiance, à très bientôt !',
  'Merci pour votre retour : nous transmettons vos mots à nos productrices.',
  'Désolée pour ce désagrément : écrivez-nous, nous vous renvoyons un pot bien emballé.',
] as const;

export const demoAnswerTexts: readonly string[] = ANSWERS;

export async function seedDemoReviews(db: Database, now: Date): Promise<void> {
  let time = now.getTime();
  const reviews = createReviewsService({
    repository: createReviewsRepository(db),
    catalogue: createCatalogueService(createCatalogueRepository(db)),
    claimQueue: createClaimRecorder(createClaimQueueRepository(db)),
    clock: () => new Date(time),
  });
  const { buyers, sellerOf } = await demoActors(db);
  let drawn = 0;
  for (const buyer of buyers) {
    const { awaiting } = await reviews.buyerReviews(buyer);
    for (const [index, item] of awaiting.entries()) {
      if (index % 4 === 3) continue;
      const review = REVIEWS[drawn++ % REVIEWS.length] ?? REVIEWS[0];
      time = Math.min(new Date(item.orderedAt).getTime() + 6 * DAY_MS, now.getTime());
      await reviews.create(buyer, { productId: item.productId, ...review });
    }
  }
  for (const seller of sellerOf.values()) {
    const { reviews: unanswered } = await reviews.unanswered(seller, 1000);
    for (const [index, review] of unanswered.entries()) {
      if (index % 2 === 1) continue;
      time = Math.min(new Date(review.createdAt).getTime() + DAY_MS, now.getTime());
      await reviews.answer(seller, review.id, ANSWERS[index % ANSWERS.length] ?? ANSWERS[0]);
    }
  }
}
