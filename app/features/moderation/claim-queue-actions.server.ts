import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  QUEUED_TEXT_APPROVED,
  QUEUED_TEXT_NOT_FOUND,
  QUEUED_TEXT_REJECTED,
} from '../../../common/claim-queue.ts';
import { parseId } from '../../../common/ids.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { CLAIM_QUEUE_INTENTS } from './moderation-intents.ts';

/** The « À relire » queue's decisions, through the same service as the API. */
export function runClaimQueueAction(
  context: Readonly<RouterContextProvider>,
  admin: CurrentAccount,
  form: FormData,
) {
  const { claimQueue } = context.get(appContext).services;
  const id = parseId(String(form.get('queueId') ?? ''));
  if (id === undefined) return refuse(404, QUEUED_TEXT_NOT_FOUND);
  const decide = async (decision: () => Promise<unknown>, message: string): Promise<ActionDone> => {
    await decision();
    return { ok: true, message };
  };
  switch (form.get('intent')) {
    case CLAIM_QUEUE_INTENTS.approve:
      return answerRefusals(context, () =>
        decide(() => claimQueue.approve(admin, id), QUEUED_TEXT_APPROVED),
      );
    case CLAIM_QUEUE_INTENTS.reject:
      return answerRefusals(context, () =>
        decide(() => claimQueue.reject(admin, id), QUEUED_TEXT_REJECTED),
      );
    default:
      return refuse(400, 'Action inconnue.');
  }
}
