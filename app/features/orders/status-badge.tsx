import { Badge } from '@mantine/core';
import { buyerPaymentStatus } from '#common/buyer-payment.ts';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_COLORS,
  TEST_MODE_LABEL,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '#common/orders.ts';

/** An order's status in the spec's colours: Livré green, En cours orange, Annulé red. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" tt="none">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A payment's status in its colour; `label`: other words for it (the buyer's, buyer-payment.ts). */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label?: string }) {
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" tt="none">
      {label ?? status}
    </Badge>
  );
}

/** The payment as its buyer reads it: « À régler au livreur : 3 500 FCFA » rather than « En attente ». */
export function BuyerPaymentBadge({ order }: { order: Parameters<typeof buyerPaymentStatus>[0] }) {
  return <PaymentStatusBadge status={order.paymentStatus} label={buyerPaymentStatus(order)} />;
}

/** Beside a test provider's payment status: nothing was collected, whatever it says. */
export function TestModeBadge({ order }: { order: Pick<Order, 'paymentTestMode'> }) {
  if (!order.paymentTestMode) return null;
  return (
    <Badge color="yellow" variant="outline" tt="none" title="Aucun argent n’a été encaissé">
      {TEST_MODE_LABEL}
    </Badge>
  );
}
