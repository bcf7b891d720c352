import { Group, Modal, Stack } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import type { ReactNode } from 'react';
import type { Order } from '#common/orders.ts';
import { OrderDetails, type OrderAudience } from './order-details.tsx';

interface OrderModalProps {
  /** The order shown; null closes the pop-up. */
  order: Order | null;
  audience: OrderAudience;
  onClose: () => void;
  /** What may be done with the order (status update, cancellation). */
  actions?: ReactNode;
}

/** An order's detail pop-up, for the seller's orders and the buyer's purchases. */
export function OrderModal({ order, audience, onClose, actions }: OrderModalProps) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? `Commande ${order.orderNumber}` : undefined}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {order && (
        <Stack gap="md">
          {actions && <Group gap="sm">{actions}</Group>}
          <OrderDetails order={order} audience={audience} />
        </Stack>
      )}
    </Modal>
  );
}
