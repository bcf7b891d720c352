import { Badge } from '@mantine/core';
import {
  ORDER_STATUS_COLORS,
  PAYMENT_STATUS_COLORS,
  type OrderStatus,
  type PaymentStatus,
} from '../../../common/orders.ts';

/** An order's status in the spec's colours: Livré green, En cours orange, Annulé red. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" tt="none">
      {status}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" tt="none">
      {status}
    </Badge>
  );
}
