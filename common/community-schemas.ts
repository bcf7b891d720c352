import { z } from 'zod';
import { formNumber } from './form-text.ts';
import {
  COMMENT_HIDE_REASON_MAX_LENGTH,
  COMMENT_HIDE_REASON_REQUIRED,
  COMMENT_NAME_REQUIRED,
  COMMENT_NAME_TOO_LONG,
  COMMENT_TEXT_MAX_LENGTH,
  COMMENT_TEXT_REQUIRED,
  COMMENT_TEXT_TOO_LONG,
  linkCount,
  MAX_LINKS_PER_COMMENT,
  RATING_OUT_OF_RANGE,
  TOO_MANY_LINKS,
} from './community.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// The community's schemas (common/community.ts), shared by the route actions, the API and its
// OpenAPI document.

/** The comment's text: required, bounded, one link at most, no health claim (decision 024). */
const commentText = withoutHealthClaims(
  requiredText(COMMENT_TEXT_REQUIRED, { multiline: true })
    .max(COMMENT_TEXT_MAX_LENGTH, COMMENT_TEXT_TOO_LONG)
    .refine((value) => linkCount(value) <= MAX_LINKS_PER_COMMENT, TOO_MANY_LINKS),
);

/**
 * A comment as a form or the API sends it. `site` is the honeypot: a field people never see,
 * that robots fill in; a comment with it filled in is dropped without a word.
 */
export const commentDraftSchema = z.object({
  // Shown above the comment: a name says nothing the content policy refuses either.
  name: withoutHealthClaims(
    requiredText(COMMENT_NAME_REQUIRED).max(MAX_LENGTH.name, COMMENT_NAME_TOO_LONG),
  ),
  text: commentText,
  site: z.string().max(500).optional(),
});
export type CommentDraft = z.infer<typeof commentDraftSchema>;

const readerRating = z
  .number({ error: RATING_OUT_OF_RANGE })
  .int(RATING_OUT_OF_RANGE)
  .min(1, RATING_OUT_OF_RANGE)
  .max(5, RATING_OUT_OF_RANGE);

export const ratingInputSchema = z.object({ rating: readerRating });

/** The same as the stars' form sends it: text. */
export const ratingFormSchema = z.object({ rating: formNumber(readerRating) });

export const commentHidingSchema = z.object({
  raison: requiredText(COMMENT_HIDE_REASON_REQUIRED).max(
    COMMENT_HIDE_REASON_MAX_LENGTH,
    tooLongMessage('La raison', COMMENT_HIDE_REASON_MAX_LENGTH),
  ),
});

export const targetFiguresSchema = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  /** The average of the readers' ratings, one decimal; 0 when nobody rated (spec: 0-5). */
  rating: z.number(),
  ratingCount: z.number().int(),
});

export const readerStateSchema = z.object({
  isLiked: z.boolean(),
  /** This reader's rating, 1 to 5, or null. */
  myRating: z.number().int().nullable(),
});

/** A target's figures with what this reader did: the answer of its reactions and their writes. */
export const targetViewSchema = targetFiguresSchema.extend(readerStateSchema.shape);

export const publicCommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  /** Plain text: pages show it escaped, line breaks kept. */
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Written by this reader: they may delete it. */
  mine: z.boolean(),
});

export const commentPageSchema = z.object({
  comments: z.array(publicCommentSchema),
  /** Visible comments in all. */
  total: z.number().int(),
  /** Whether older comments follow ('Voir plus'). */
  more: z.boolean(),
});

/** What the team's decisions on a comment answer: the confirmation to show. */
export const commentDecisionSchema = z.object({ message: z.string() });
