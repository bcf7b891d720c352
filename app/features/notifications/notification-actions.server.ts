import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { parseId } from '#common/ids.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { NOTIFICATION_INTENTS } from './notification-intents.ts';

/** The notifications screen's actions: one notification read, or all those shown. */
export async function runNotificationAction(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
) {
  const { notifications } = context.get(appContext).services;
  const intent = form.get('intent');
  if (intent === NOTIFICATION_INTENTS.markRead) {
    const id = parseId(String(form.get('notificationId') ?? ''));
    if (id === undefined) return refuse(400, 'Notification introuvable.');
    return answerRefusals(context, async (): Promise<ActionDone> => {
      await notifications.markRead(account, id);
      return { ok: true, message: 'Notification lue.' };
    });
  }
  if (intent === NOTIFICATION_INTENTS.markAllRead) {
    const upToId = parseId(String(form.get('upToId') ?? ''));
    if (upToId === undefined) return refuse(400, 'Notification introuvable.');
    await notifications.markAllRead(account, upToId);
    return { ok: true, message: 'Notifications lues.' } satisfies ActionDone;
  }
  return refuse(400, 'Action inconnue.');
}
