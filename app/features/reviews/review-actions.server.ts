import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { parseId } from '../../../common/ids.ts';
import {
  ANSWER_PUBLISHED,
  REVIEW_HIDDEN,
  REVIEW_NOT_FOUND,
  reviewCreatedMessage,
  REVIEW_REPORTED,
  REVIEW_REPORTS_CLOSED,
  REVIEW_SHOWN,
  REVIEW_UPDATED,
} from '../../../common/reviews.ts';
import {
  reviewAnswerSchema,
  reviewDraftFormSchema,
  reviewEditFormSchema,
  reviewHidingSchema,
  reviewReportSchema,
} from '../../../common/review-schemas.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { withFields } from '../form-action.server.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { REVIEW_INTENTS } from './review-intents.ts';

// The review screens' actions, through the same service and rules as the API (/api/avis).

type Context = Readonly<RouterContextProvider>;

const done = (message: string): ActionDone => ({ ok: true, message });

const reviewIdOf = (form: FormData) => parseId(String(form.get('reviewId') ?? ''));

/** The buyer's 'Avis et Évaluations' screen: a new review, or an edit of one's own. */
export function runBuyerReviewAction(context: Context, buyer: CurrentAccount, form: FormData) {
  const { reviews } = context.get(appContext).services;
  switch (form.get('intent')) {
    case REVIEW_INTENTS.publish:
      return withFields(
        context,
        form,
        ['productId', 'rating', 'text'],
        reviewDraftFormSchema,
        async (draft) => {
          const { awaitingTeam } = await reviews.create(buyer, draft);
          return reviewCreatedMessage(awaitingTeam);
        },
      );
    case REVIEW_INTENTS.edit: {
      const id = reviewIdOf(form);
      if (id === undefined) return refuse(404, REVIEW_NOT_FOUND);
      return withFields(context, form, ['rating', 'text'], reviewEditFormSchema, async (edit) => {
        await reviews.update(buyer, id, edit);
        return REVIEW_UPDATED;
      });
    }
    default:
      return refuse(400, 'Action inconnue.');
  }
}

/** The seller's answer, once, from the dashboard's home. */
export function runAnswerAction(context: Context, seller: CurrentAccount, form: FormData) {
  const id = reviewIdOf(form);
  if (form.get('intent') !== REVIEW_INTENTS.answer) return refuse(400, 'Action inconnue.');
  if (id === undefined) return refuse(404, REVIEW_NOT_FOUND);
  const { reviews } = context.get(appContext).services;
  return withFields(context, form, ['text'], reviewAnswerSchema, async ({ text }) => {
    await reviews.answer(seller, id, text);
    return ANSWER_PUBLISHED;
  });
}

/** A signed-in buyer's report, from the product page. */
export function runReportAction(context: Context, buyer: CurrentAccount, form: FormData) {
  const id = reviewIdOf(form);
  if (form.get('intent') !== REVIEW_INTENTS.report) return refuse(400, 'Action inconnue.');
  if (id === undefined) return refuse(404, REVIEW_NOT_FOUND);
  const { reviews } = context.get(appContext).services;
  return withFields(context, form, ['raison'], reviewReportSchema, async ({ raison }) => {
    await reviews.report(buyer, id, raison);
    return REVIEW_REPORTED;
  });
}

/** The moderation screen's review actions. */
export function runReviewModerationAction(context: Context, admin: CurrentAccount, form: FormData) {
  const id = reviewIdOf(form);
  if (id === undefined) return refuse(404, REVIEW_NOT_FOUND);
  const { reviews } = context.get(appContext).services;
  switch (form.get('intent')) {
    case REVIEW_INTENTS.hide:
      return withFields(context, form, ['raison'], reviewHidingSchema, async ({ raison }) => {
        await reviews.hide(admin, id, raison);
        return REVIEW_HIDDEN;
      });
    case REVIEW_INTENTS.show:
      return answerRefusals(context, async () => {
        await reviews.show(admin, id);
        return done(REVIEW_SHOWN);
      });
    case REVIEW_INTENTS.closeReports:
      return answerRefusals(context, async () => {
        await reviews.closeReports(admin, id);
        return done(REVIEW_REPORTS_CLOSED);
      });
    default:
      return refuse(400, 'Action inconnue.');
  }
}
