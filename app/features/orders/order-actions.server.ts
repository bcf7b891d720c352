import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { adminCancelSchema } from '../../../common/admin-orders.ts';
import { parseId } from '../../../common/ids.ts';
import {
  CANCEL_REASON_REQUIRED,
  cancelReasonSchema,
  ORDER_STATUSES,
  orderStatusSentence,
  trackingNumberSchema,
} from '../../../common/orders.ts';
import type { CurrentAccount } from '../../../core/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { ORDER_INTENTS } from './order-intents.ts';

/**
 * The order screens' actions, through the same services and rules as the API: a seller (or an
 * admin) moves an order to its next status, a buyer cancels an order nobody has started on, the
 * team cancels one with its reason.
 * Which orders an account may touch is the service's decision.
 */
export async function runOrderAction(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
) {
  const { orders } = context.get(appContext).services;
  const orderId = parseId(String(form.get('orderId') ?? ''));
  if (orderId === undefined) return refuse(400, 'Commande introuvable.');
  const intent = form.get('intent');
  if (intent === ORDER_INTENTS.changeStatus) {
    const status = ORDER_STATUSES.find((known) => known === form.get('statut'));
    if (!status) return refuse(400, 'Statut inconnu.');
    const tracking = trackingNumberSchema.safeParse(form.get('trackingNumber') ?? undefined);
    if (!tracking.success) {
      const message = tracking.error.issues[0]?.message ?? 'Numéro de suivi invalide.';
      return refuse(400, message, { trackingNumber: message });
    }
    // A cancellation says why (the service refuses one without; the dialog sends `raison`).
    const reason = cancelReasonSchema.optional().safeParse(form.get('raison') ?? undefined);
    if (!reason.success) {
      const message = reason.error.issues[0]?.message ?? CANCEL_REASON_REQUIRED;
      return refuse(400, message, { raison: message });
    }
    return answerRefusals(context, async (): Promise<ActionDone> => {
      const order = await orders.updateStatus(account, orderId, status, {
        trackingNumber: tracking.data,
        reason: reason.data,
      });
      return { ok: true, message: `${orderStatusSentence(order.orderNumber, status)}.` };
    });
  }
  if (intent === ORDER_INTENTS.cancelWithReason) {
    const parsed = adminCancelSchema.safeParse({ motif: form.get('motif') ?? '' });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CANCEL_REASON_REQUIRED;
      return refuse(400, message, { motif: message });
    }
    return answerRefusals(context, async (): Promise<ActionDone> => {
      const order = await orders.cancelByAdmin(account, orderId, parsed.data.motif);
      return { ok: true, message: `Commande ${order.orderNumber} annulée.` };
    });
  }
  if (intent === ORDER_INTENTS.cancel) {
    return answerRefusals(context, async (): Promise<ActionDone> => {
      const order = await orders.cancelByBuyer(account, orderId);
      return { ok: true, message: `Commande ${order.orderNumber} annulée.` };
    });
  }
  return refuse(400, 'Action inconnue.');
}
