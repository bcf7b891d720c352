import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { appContext } from '#app-context';
import { parseId } from '../../../common/ids.ts';
import {
  reportsClosedMessage,
  restoredMessage,
  withdrawalSchema,
  withdrawnMessage,
} from '../../../common/moderation.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { MODERATION_INTENTS } from './moderation-intents.ts';

const done = (message: string): ActionDone => ({ ok: true, message });

/** The moderation screen's actions, through the same service and rules as the API. */
export async function runModerationAction(
  context: Readonly<RouterContextProvider>,
  admin: CurrentAccount,
  form: FormData,
) {
  const { moderation } = context.get(appContext).services;
  const offerId = parseId(String(form.get('offerId') ?? ''));
  if (offerId === undefined) return refuse(400, 'Produit introuvable.');
  switch (form.get('intent')) {
    case MODERATION_INTENTS.withdraw: {
      const parsed = withdrawalSchema.safeParse({ raison: form.get('raison') ?? '' });
      if (!parsed.success) {
        const message = z.flattenError(parsed.error).fieldErrors.raison?.[0] ?? '';
        return refuse(400, message, { raison: message });
      }
      return answerRefusals(context, async () => {
        const offer = await moderation.withdraw(admin, offerId, parsed.data);
        return done(withdrawnMessage(offer.productName));
      });
    }
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
