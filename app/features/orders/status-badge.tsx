import { Badge } from '@mantine/core';
import {
  ORDER_STATUS_COLORS,
  PAYMENT_STATUS_COLORS,
  TEST_MODE_LABEL,
  type Order,
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

/** Beside a test provider's payment status: nothing was collected, whatever it says. */
export function TestModeBadge({ order }: { order: Pick<Order, 'paymentTestMode'> }) {
  if (!order.paymentTestMode) return null;
  return (
    <Badge color="yellow" variant="outline" tt="none" title="Aucun argent n'a été encaissé">
      {TEST_MODE_LABEL}
    </Badge>
  );
}
