import { formatFrenchDecimal } from './french-format.ts';
import { listSearch, pageParam } from './list-pages.ts';

// Reviews (issue 16, « Avis et Évaluations »): a buyer rates 1 to 5 and writes about a product
// they received; the shop answers once, publicly; buyers report a review; the team hides one
// with a reason. Shared by the forms, the route actions and the API so they agree.

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const ANSWER_TEXT_MAX_LENGTH = 1000;
export const HIDE_REASON_MAX_LENGTH = 500;
export const REVIEWS_PER_PAGE = 5;

export const RATING_REQUIRED = 'Choisissez une note de 1 à 5 étoiles.';
export const REVIEW_TEXT_REQUIRED = 'Écrivez votre avis sur ce produit.';
export const ANSWER_TEXT_REQUIRED = 'Écrivez votre réponse.';
export const HIDE_REASON_REQUIRED = 'Indiquez la raison du masquage.';
export const REVIEW_REPORT_REASON_REQUIRED = 'Choisissez le motif du signalement.';

export const NOT_RECEIVED =
  'Vous ne pouvez donner votre avis que sur un produit d’une de vos commandes livrées.';
export const ALREADY_REVIEWED =
  'Vous avez déjà donné votre avis sur ce produit : modifiez-le depuis vos avis.';
export const REVIEW_NOT_FOUND = 'Avis introuvable.';
export const ALREADY_ANSWERED = 'Vous avez déjà répondu à cet avis.';
export const ALREADY_REPORTED = 'Vous avez déjà signalé cet avis.';
export const OWN_REVIEW_REPORT = 'Vous ne pouvez pas signaler votre propre avis.';
export const ALREADY_HIDDEN = 'Cet avis est déjà masqué.';
export const NOT_HIDDEN = 'Cet avis n’est pas masqué.';
export const REPORT_NEEDS_BUYER =
  'Connectez-vous avec votre compte acheteur pour signaler un avis.';
export const NO_OPEN_REVIEW_REPORT = 'Cet avis n’a aucun signalement ouvert.';

export const REVIEW_PUBLISHED = 'Merci, votre avis est publié.';
/** A review that speaks of health waits for the team (issue 45, common/claim-queue.ts). */
export const REVIEW_AWAITING = 'Merci, votre avis sera publié après relecture par l’équipe.';
/** The message of a new review, published at once or held for the team. */
export const reviewCreatedMessage = (awaitingTeam: boolean) =>
  awaitingTeam ? REVIEW_AWAITING : REVIEW_PUBLISHED;
export const REVIEW_UPDATED = 'Votre avis est modifié.';
export const ANSWER_PUBLISHED = 'Votre réponse est publiée.';
export const REVIEW_REPORTED = 'Merci, votre signalement a été transmis à l’équipe.';
export const REVIEW_HIDDEN = 'L’avis est masqué.';
export const REVIEW_SHOWN = 'L’avis est de nouveau visible.';
export const REVIEW_REPORTS_CLOSED = 'Les signalements de cet avis sont classés.';

/** Shown beside every review written after a delivery: the only reviews there are. */
export const VERIFIED_PURCHASE = 'Achat vérifié';

export const REVIEW_REPORT_REASONS = [
  'Propos injurieux ou haineux',
  'Publicité ou spam',
  'Informations personnelles',
  'Sans rapport avec le produit',
  'Autre',
] as const;

/** The visible reviews' figures: stored with each product, so lists read them for free. */
export interface RatingSummary {
  /** One decimal, e.g. 4.3. */
  average: number;
  count: number;
}

/** Rounded to one decimal; null when nobody reviewed. */
export function ratingSummary(total: number, count: number): RatingSummary | null {
  return count === 0 ? null : { average: Math.round((total / count) * 10) / 10, count };
}

/** '4,3' as French writes it. */
export const formatRating = (average: number) => formatFrenchDecimal(average, 1, 1);

/** What screen readers hear for the stars: 'Note : 4,3 sur 5 (12 avis)'. */
export const ratingLabel = ({ average, count }: RatingSummary) =>
  `Note : ${formatRating(average)} sur 5 (${count} avis)`;

/** A product card's few words: '4,3 sur 5 · 12 avis'. */
export const cardRating = ({ average, count }: RatingSummary) =>
  `${formatRating(average)} sur 5 · ${count} avis`;

/** A review as the product page shows it. */
export interface PublicReview {
  id: number;
  rating: number;
  text: string;
  /** The buyer's first name and initial, e.g. 'Kofi M.'. */
  author: string;
  createdAt: string;
  updatedAt: string;
  answer: { text: string; at: string } | null;
}

export interface ProductReviewPage {
  summary: RatingSummary | null;
  /** How many visible reviews gave 5, 4, 3, 2, 1 stars, in that order. */
  distribution: [number, number, number, number, number];
  reviews: PublicReview[];
  page: number;
  pageCount: number;
}

/** One of the buyer's own reviews (hidden ones too, with the team's reason). */
export interface OwnReview {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  answer: { text: string; at: string } | null;
  hidden: { reason: string } | null;
}

/** A product of a delivered order the buyer has not reviewed yet. */
export interface AwaitingReview {
  productId: number;
  productName: string;
  orderNumber: string;
  orderedAt: string;
}

export interface BuyerReviews {
  reviews: OwnReview[];
  awaiting: AwaitingReview[];
}

/** A review of the seller's products still waiting for an answer. */
export interface UnansweredReview {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  text: string;
  author: string;
  createdAt: string;
}

/** A review as the team moderates it: reported, or hidden. */
export interface ModeratedReview {
  id: number;
  productId: number;
  productName: string;
  boutiqueName: string;
  rating: number;
  text: string;
  author: string;
  openReports: number;
  reasons: string[];
  hidden: { reason: string; at: string } | null;
}

/** The product page's review page (`?avis=2`). */
export const reviewPageParam = (params: URLSearchParams): number => {
  const asked = new URLSearchParams();
  asked.set('page', params.get('avis') ?? '');
  return pageParam(asked);
};

export const reviewPageSearch = (page: number): string =>
  listSearch([['avis', page === 1 ? null : page]]);
