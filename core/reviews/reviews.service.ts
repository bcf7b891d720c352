import { pageCountOf } from '#common/list-pages.ts';
import {
  ALREADY_ANSWERED,
  ALREADY_HIDDEN,
  ALREADY_REPORTED,
  ALREADY_REVIEWED,
  NO_OPEN_REVIEW_REPORT,
  NOT_HIDDEN,
  NOT_RECEIVED,
  OWN_REVIEW_REPORT,
  ratingSummary,
  REVIEW_NOT_FOUND,
  REVIEWS_PER_PAGE,
  type BuyerReviews,
  type ProductReviewPage,
  type RatingSummary,
} from '#common/reviews.ts';
import type { ReviewDraft, ReviewEdit } from '#common/review-schemas.ts';
import { flaggedWords, healthContentProblem, screenHealthContent } from '#common/health-claims.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, Forbidden, NotFound, Validation } from '#modules/errors.ts';
import type { ClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export interface ReviewsDependencies {
  repository: ReviewsRepository;
  catalogue: Pick<CatalogueService, 'findProduct'>;
  claimQueue: ClaimRecorder;
  clock?: Clock;
}

/**
 * A buyer's testimony that the claim screen would refuse or finds suspicious (« Cette huile a
 * guéri mon diabète »): kept, but off the product page until the team reads it (issue 45).
 */
function heldBack(text: string): string[] | undefined {
  const screening = screenHealthContent(text);
  return screening.verdict === 'accepted' ? undefined : flaggedWords(screening);
}

/** How many of the moderation list's reviews the screen shows (reported first). */
const MODERATED_SHOWN = 100;

/** The buyer is told in their dashboard that the shop answered, under their review. */
/** The shop's notification of a new review. */
export const newReviewNotice = (productName: string, rating: number) =>
  `Nouvel avis (${rating}/5) sur « ${productName} »`;

export const answerNotice = (productName: string) =>
  `La boutique a répondu à votre avis sur « ${productName} »`;

/**
 * Reviews of received products (issue 16): buyers write and edit theirs, shops answer once,
 * buyers report, the team hides. Each change keeps the product's stored figures in its
 * transaction (reviews.repository.ts), so lists show the stars without counting.
 */
export function createReviewsService(deps: ReviewsDependencies) {
  const { repository, catalogue } = deps;
  const clock = deps.clock ?? systemClock;

  async function reviewOf(id: number): Promise<ReviewRow> {
    const review = await repository.findReview(id);
    if (!review) throw new NotFound(REVIEW_NOT_FOUND);
    return review;
  }

  async function productPage(offerId: number, asked: number): Promise<ProductReviewPage> {
    const [figures, distribution] = await Promise.all([
      repository.offerFigures(offerId),
      repository.distribution(offerId),
    ]);
    const pageCount = pageCountOf(figures.count, REVIEWS_PER_PAGE);
    const page = Math.min(asked, pageCount);
    const reviews = await repository.visiblePage(offerId, {
      limit: REVIEWS_PER_PAGE,
      offset: (page - 1) * REVIEWS_PER_PAGE,
    });
    return {
      summary: ratingSummary(figures.total, figures.count),
      distribution,
      reviews,
      page,
      pageCount,
    };
  }

  return {
    /** A review of a product the buyer received in one of their delivered orders. */
    async create(
      buyer: CurrentAccount,
      draft: ReviewDraft,
    ): Promise<{ id: number; awaitingTeam: boolean }> {
      const orderId = await repository.deliveredOrderWith(buyer.id, draft.productId);
      if (orderId === undefined) throw new Forbidden(NOT_RECEIVED);
      const words = heldBack(draft.text);
      const id = await repository.insert(
        { offerId: draft.productId, buyerId: buyer.id, orderId, ...draft },
        clock(),
        (productName) => ({
          kind: 'avis',
          message: newReviewNotice(productName, draft.rating),
          // The seller's home, where reviews are answered.
          link: '',
        }),
        words,
      );
      if (id === undefined) throw new Conflict(ALREADY_REVIEWED);
      return { id, awaitingTeam: words !== undefined };
    },

    /** The buyer's own review only: anyone else's is answered as if it did not exist. */
    async update(buyer: CurrentAccount, id: number, edit: ReviewEdit): Promise<void> {
      const review = await reviewOf(id);
      if (review.buyerAccountId !== buyer.id) throw new NotFound(REVIEW_NOT_FOUND);
      await repository.update(review, edit, clock(), heldBack(edit.text));
    },

    /** The shop's one public answer, screened as every public text; the buyer is notified. */
    async answer(seller: CurrentAccount, id: number, text: string): Promise<void> {
      const review = await reviewOf(id);
      if (review.boutiqueId !== teamBoutique(seller, 'vendre') || review.hidden) {
        throw new NotFound(REVIEW_NOT_FOUND);
      }
      if (review.answered) throw new Conflict(ALREADY_ANSWERED);
      const problem = healthContentProblem(text);
      if (problem) throw Validation.field('text', problem);
      const answered = await repository.answer(id, text, clock(), {
        accountId: review.buyerAccountId,
        kind: 'avis',
        message: answerNotice(review.productName),
        link: 'avis',
      });
      if (!answered) throw new Conflict(ALREADY_ANSWERED);
      await deps.claimQueue.record(
        { subject: 'reponse', subjectId: id, field: 'Réponse de la boutique' },
        review.productName,
        text,
      );
    },

    /** A buyer's report of someone else's visible review, once. */
    async report(buyer: CurrentAccount, id: number, reason: string): Promise<void> {
      const review = await reviewOf(id);
      if (review.hidden) throw new NotFound(REVIEW_NOT_FOUND);
      if (review.buyerAccountId === buyer.id) throw new Forbidden(OWN_REVIEW_REPORT);
      if (!(await repository.insertReport(id, buyer.id, reason))) {
        throw new Conflict(ALREADY_REPORTED);
      }
    },

    async hide(admin: CurrentAccount, id: number, reason: string): Promise<void> {
      const review = await reviewOf(id);
      if (!(await repository.hide(admin, review, reason, clock()))) {
        throw new Conflict(ALREADY_HIDDEN);
      }
    },

    async show(admin: CurrentAccount, id: number): Promise<void> {
      if (!(await repository.show(admin, await reviewOf(id)))) throw new Conflict(NOT_HIDDEN);
    },

    async closeReports(admin: CurrentAccount, id: number): Promise<void> {
      if ((await repository.closeReports(admin, await reviewOf(id), clock())) === 0) {
        throw new Conflict(NO_OPEN_REVIEW_REPORT);
      }
    },

    /** The product page's reviews, for a product the caller already found visible. */
    productPage,

    /** The same for the API: a product buyers cannot see has no reviews to show. */
    async visibleProductPage(offerId: number, asked: number): Promise<ProductReviewPage> {
      if (!(await catalogue.findProduct(offerId))) throw new NotFound('Produit introuvable.');
      return productPage(offerId, asked);
    },

    async boutiqueRating(boutiqueId: number): Promise<RatingSummary | null> {
      const { total, count } = await repository.boutiqueFigures(boutiqueId);
      return ratingSummary(total, count);
    },

    async buyerReviews(buyer: CurrentAccount): Promise<BuyerReviews> {
      const [reviews, awaiting] = await Promise.all([
        repository.buyerReviews(buyer.id),
        repository.awaitingReview(buyer.id),
      ]);
      return { reviews, awaiting };
    },

    /** The seller's reviews waiting for an answer: the newest `limit`, and how many in all. */
    unanswered: (seller: CurrentAccount, limit: number) =>
      seller.boutiqueId === null
        ? Promise.resolve({ reviews: [], total: 0 })
        : repository.unanswered(seller.boutiqueId, limit),

    moderated: () => repository.moderated(MODERATED_SHOWN),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
