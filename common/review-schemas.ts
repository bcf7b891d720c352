import { z } from 'zod';
import {
  ANSWER_TEXT_MAX_LENGTH,
  ANSWER_TEXT_REQUIRED,
  HIDE_REASON_MAX_LENGTH,
  HIDE_REASON_REQUIRED,
  RATING_REQUIRED,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_REASON_REQUIRED,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_REQUIRED,
} from './reviews.ts';
import { requiredText } from './text.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';
import { tooLongMessage } from './text-lengths.ts';

// What the review forms send, as JSON, checked the same way by the pages' actions and the API
// (the reviews' operations).
// Apart from ./reviews.ts, whose figures and labels the storefront's pages show: those pages
// then load no Zod (24 KB gzip on the product page).

const rating = z
  .number({ error: RATING_REQUIRED })
  .int(RATING_REQUIRED)
  .min(1, RATING_REQUIRED)
  .max(5, RATING_REQUIRED);

const reviewText = requiredText(REVIEW_TEXT_REQUIRED, { multiline: true }).max(
  REVIEW_TEXT_MAX_LENGTH,
  tooLongMessage('Votre avis', REVIEW_TEXT_MAX_LENGTH),
);

/** An edit of one's review: the new rating and text. */
export const reviewEditSchema = z.strictObject({ rating, text: reviewText });
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** A new review of a received product (the storefront's product id: the shop's offer). */
const productId = z
  .number({ error: 'Produit introuvable.' })
  .int('Produit introuvable.')
  .positive('Produit introuvable.');

export const reviewDraftSchema = reviewEditSchema.extend({ productId });
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** The shop's public answer: screened as every public text (issue 45). */
export const reviewAnswerSchema = z.strictObject({
  text: withoutHealthClaims(
    requiredText(ANSWER_TEXT_REQUIRED, { multiline: true }).max(
      ANSWER_TEXT_MAX_LENGTH,
      tooLongMessage('Votre réponse', ANSWER_TEXT_MAX_LENGTH),
    ),
  ),
});

export const reviewReportSchema = z.strictObject({
  raison: z.enum(REVIEW_REPORT_REASONS, { error: REVIEW_REPORT_REASON_REQUIRED }),
});

export const reviewHidingSchema = z.strictObject({
  raison: requiredText(HIDE_REASON_REQUIRED, { multiline: true }).max(
    HIDE_REASON_MAX_LENGTH,
    tooLongMessage('La raison', HIDE_REASON_MAX_LENGTH),
  ),
});
