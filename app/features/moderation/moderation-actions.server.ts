import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { appContext } from '#app-context';
import { parseId } from '../../../common/ids.ts';
import {
  recipeWithdrawnMessage,
  reportsClosedMessage,
  restoredMessage,
  withdrawalSchema,
  withdrawnMessage,
} from '../../../common/moderation.ts';
import { RECIPE_NOT_FOUND } from '../../../common/recipes.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { MODERATION_INTENTS } from './moderation-intents.ts';

type Context = Readonly<RouterContextProvider>;

const done = (message: string): ActionDone => ({ ok: true, message });

/** A withdrawal's reason checked, then `write` run with it; a missing reason said beside it. */
function withReason(
  context: Context,
  form: FormData,
  write: (reason: { raison: string }) => Promise<string>,
) {
  const parsed = withdrawalSchema.safeParse({ raison: form.get('raison') ?? '' });
  if (!parsed.success) {
    const message = z.flattenError(parsed.error).fieldErrors.raison?.[0] ?? '';
    return refuse(400, message, { raison: message });
  }
  return answerRefusals(context, async () => done(await write(parsed.data)));
}

/** The moderation screen's actions, through the same service and rules as the API. */
export async function runModerationAction(context: Context, admin: CurrentAccount, form: FormData) {
  const { moderation } = context.get(appContext).services;
  if (form.get('intent') === MODERATION_INTENTS.withdrawRecipe) {
    const recipeId = parseId(String(form.get('recipeId') ?? ''));
    if (recipeId === undefined) return refuse(404, RECIPE_NOT_FOUND);
    return withReason(context, form, async (reason) =>
      recipeWithdrawnMessage((await moderation.withdrawRecipe(admin, recipeId, reason)).title),
    );
  }
  const offerId = parseId(String(form.get('offerId') ?? ''));
  if (offerId === undefined) return refuse(400, 'Produit introuvable.');
  switch (form.get('intent')) {
    case MODERATION_INTENTS.withdraw:
      return withReason(context, form, async (reason) =>
        withdrawnMessage((await moderation.withdraw(admin, offerId, reason)).productName),
      );
    case MODERATION_INTENTS.restore:
      return answerRefusals(context, async () =>
        done(restoredMessage((await moderation.restore(admin, offerId)).productName)),
      );
    case MODERATION_INTENTS.closeReports:
      return answerRefusals(context, async () =>
        done(reportsClosedMessage((await moderation.closeReports(admin, offerId)).productName)),
      );
    default:
      return refuse(400, 'Action inconnue.');
  }
}
