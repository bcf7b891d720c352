import { Button, Menu } from '@mantine/core';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { ORDER_TRANSITIONS, type Order, type OrderStatus } from '../../../common/orders.ts';
import type { ActionOutcome } from '../action-outcome.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';
import { ORDER_INTENTS } from './order-intents.ts';

// An order's buttons, posting to the screen's route action (order-actions.server.ts). After
// the action, React Router loads the screen again: the list shows the order where it really is,
// also when someone else moved it meanwhile and the action was refused.

export const UPDATE_STATUS_LABEL = 'Mettre a jour Statut'; // as the spec writes it

export const cancelConfirmation = (orderNumber: string) =>
  `Voulez-vous vraiment annuler la commande ${orderNumber} ? Cette action est irréversible.`;

/** A fetcher for one order's action, telling the outcome in a toast once the server answered. */
function useOrderFetcher() {
  const fetcher = useFetcher<ActionOutcome>();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) toastSuccess(outcome.message);
    else toastFailure('Action impossible', outcome.message);
  }, [outcome]);
  const send = (order: Order, fields: Record<string, string>) =>
    fetcher.submit({ orderId: String(order.id), ...fields }, { method: 'post' });
  return { pending: fetcher.state !== 'idle', send };
}

/** The seller's 'Mettre a jour Statut': only the statuses the order may move to next. */
export function StatusUpdateMenu({ order }: { order: Order }) {
  const { pending, send } = useOrderFetcher();
  const next = ORDER_TRANSITIONS[order.status];
  const choose = (status: OrderStatus) => {
    if (status === 'Annulé' && !window.confirm(cancelConfirmation(order.orderNumber))) return;
    void send(order, { intent: ORDER_INTENTS.changeStatus, statut: status });
  };
  const button = (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      disabled={next.length === 0}
      aria-label={`${UPDATE_STATUS_LABEL} de la commande ${order.orderNumber}`}
    >
      {UPDATE_STATUS_LABEL}
    </Button>
  );
  // Delivered or cancelled: nothing comes next, and an empty menu would be announced as one.
  if (next.length === 0) return button;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Nouveau statut</Menu.Label>
        {next.map((status) => (
          <Menu.Item
            key={status}
            color={status === 'Annulé' ? 'red' : undefined}
            onClick={() => choose(status)}
          >
            {status}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The buyer may cancel an order nobody has handled yet ('En attente'). */
export function CancelOrderButton({ order }: { order: Order }) {
  const { pending, send } = useOrderFetcher();
  if (order.status !== 'En attente') return null;
  return (
    <Button
      color="red"
      variant="light"
      size="sm"
      loading={pending}
      onClick={() => {
        if (!window.confirm(cancelConfirmation(order.orderNumber))) return;
        void send(order, { intent: ORDER_INTENTS.cancel });
      }}
    >
      Annuler la commande
    </Button>
  );
}
