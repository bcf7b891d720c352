import { Button, Menu } from '@mantine/core';
import { ORDER_TRANSITIONS, type Order } from '../../../common/orders.ts';
import { cancelConfirmation, useOrderAction } from './use-order-action.ts';

interface OrderActionProps {
  order: Order;
  onUpdated: (order: Order) => void;
}

export const UPDATE_STATUS_LABEL = 'Mettre a jour Statut'; // as the spec writes it

/** The seller's 'Mettre a jour Statut': only the statuses the order may move to next. */
export function StatusUpdateMenu({ order, onUpdated }: OrderActionProps) {
  const { pending, run } = useOrderAction(onUpdated);
  const next = ORDER_TRANSITIONS[order.status];
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
            onClick={() =>
              void run(order, {
                confirm: status === 'Annulé' ? cancelConfirmation(order.orderNumber) : undefined,
                url: `/api/commandes/${order.id}/statut`,
                method: 'PATCH',
                body: { statut: status },
                done: `Commande ${order.orderNumber} : ${status}.`,
              })
            }
          >
            {status}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The buyer may cancel an order nobody has handled yet ('En attente'). */
export function CancelOrderButton({ order, onUpdated }: OrderActionProps) {
  const { pending, run } = useOrderAction(onUpdated);
  if (order.status !== 'En attente') return null;
  return (
    <Button
      color="red"
      variant="light"
      size="sm"
      loading={pending}
      onClick={() =>
        void run(order, {
          confirm: cancelConfirmation(order.orderNumber),
          url: `/api/commandes/${order.id}/annuler`,
          method: 'POST',
          done: `Commande ${order.orderNumber} annulée.`,
        })
      }
    >
      Annuler la commande
    </Button>
  );
}
