import { useState } from 'react';
import type { Order } from '../../../common/orders.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';

export interface OrderAction {
  /** Asked in the browser's confirmation first, when set (cancellations). */
  confirm?: string;
  url: string;
  method: 'PATCH' | 'POST';
  body?: unknown;
  /** The toast after the server accepted. */
  done: string;
}

export const cancelConfirmation = (orderNumber: string) =>
  `Voulez-vous vraiment annuler la commande ${orderNumber} ? Cette action est irréversible.`;

/**
 * Changes an order through the API and hands the server's new version to `onUpdated`. A refusal
 * shows the server's French message; on a conflict (someone else moved the order meanwhile) the
 * order is read again so the screen shows where it really is.
 */
export function useOrderAction(onUpdated: (order: Order) => void) {
  const request = useAuthorizedRequest();
  const [pending, setPending] = useState(false);

  async function run(order: Order, action: OrderAction) {
    if (action.confirm && !window.confirm(action.confirm)) return;
    setPending(true);
    const result = await request<Order>(action.url, { method: action.method, body: action.body });
    setPending(false);
    if (result.ok) {
      onUpdated(result.body);
      toastSuccess(action.done);
      return;
    }
    if (result.status === 401) return; // signed out and sent home already
    toastFailure('Action impossible', result.message);
    if (result.status === 409) {
      const fresh = await request<Order>(`/api/commandes/${order.id}`);
      if (fresh.ok) onUpdated(fresh.body);
    }
  }

  return { pending, run };
}
