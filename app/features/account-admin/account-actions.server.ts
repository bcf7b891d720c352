import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { appContext } from '#app-context';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  BOUTIQUE_NOT_FOUND_MESSAGE,
  optionalReasonSchema,
  refusalSchema,
  suspensionSchema,
} from '../../../common/account-admin.ts';
import { parseId } from '../../../common/ids.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { ACCOUNT_INTENTS } from './account-intents.ts';
import { ofName } from '../../../common/french-elision.ts';

/** The reason field read with the API's own schema: the same French message beside the field. */
function reasonFrom<Reason extends { raison?: string }>(schema: z.ZodType<Reason>, form: FormData) {
  const parsed = schema.safeParse({ raison: String(form.get('raison') ?? '') });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Raison invalide.';
  return { refused: refuse(400, message, { raison: message }) };
}

/**
 * The account screens' actions (sellers table, account page), through the same service and
 * rules as the API: suspend, reactivate, approve or refuse a boutique.
 */
export async function runAccountAction(
  context: Readonly<RouterContextProvider>,
  admin: CurrentAccount,
  form: FormData,
) {
  const { accountAdmin } = context.get(appContext).services;
  const intent = form.get('intent');
  const accountId = parseId(String(form.get('accountId') ?? ''));
  const boutiqueId = parseId(String(form.get('boutiqueId') ?? ''));
  const done = (message: string): ActionDone => ({ ok: true, message });

  if (intent === ACCOUNT_INTENTS.suspend || intent === ACCOUNT_INTENTS.reactivate) {
    if (accountId === undefined) return refuse(400, ACCOUNT_NOT_FOUND_MESSAGE);
    if (intent === ACCOUNT_INTENTS.suspend) {
      const reason = reasonFrom(suspensionSchema, form);
      if ('refused' in reason) return reason.refused;
      return answerRefusals(context, async () => {
        const account = await accountAdmin.suspend(admin, accountId, reason.raison);
        return done(`Compte ${ofName(account.userName)} suspendu.`);
      });
    }
    const reason = reasonFrom(optionalReasonSchema, form);
    if ('refused' in reason) return reason.refused;
    return answerRefusals(context, async () => {
      const account = await accountAdmin.reactivate(admin, accountId, reason.raison || null);
      return done(`Compte ${ofName(account.userName)} réactivé.`);
    });
  }

  if (intent === ACCOUNT_INTENTS.approve || intent === ACCOUNT_INTENTS.refuse) {
    if (boutiqueId === undefined) return refuse(400, BOUTIQUE_NOT_FOUND_MESSAGE);
    if (intent === ACCOUNT_INTENTS.approve) {
      return answerRefusals(context, async () => {
        await accountAdmin.approve(admin, boutiqueId, null);
        return done('Boutique approuvée : ses produits sont visibles.');
      });
    }
    const reason = reasonFrom(refusalSchema, form);
    if ('refused' in reason) return reason.refused;
    return answerRefusals(context, async () => {
      await accountAdmin.refuse(admin, boutiqueId, reason.raison);
      return done('Boutique refusée : le vendeur est prévenu par e-mail.');
    });
  }
  return refuse(400, 'Action inconnue.');
}
