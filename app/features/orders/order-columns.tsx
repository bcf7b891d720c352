import { Text } from '@mantine/core';
import { formatFcfa } from '#common/money.ts';
import { formatOrderDate, orderProducts, orderQuantity } from './order-format.ts';
import type { OrderColumn } from './orders-table.tsx';
import { OrderStatusBadge, PaymentStatusBadge, BuyerPaymentBadge } from './status-badge.tsx';

// The columns the order screens pick from (the reference column is always first).

const total: OrderColumn['cell'] = (order) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatFcfa(order.total)}</span>
);

const ORDER_COLUMNS = {
  date: { label: 'Date', cell: (order) => formatOrderDate(order.createdAt) },
  client: { label: 'Client', cell: (order) => order.client.name },
  boutique: { label: 'Boutique', cell: (order) => order.boutique.name },
  products: {
    label: 'Produits',
    cell: (order) => (
      <Text fz="sm" lineClamp={2}>
        {orderProducts(order)}
      </Text>
    ),
  },
  quantity: { label: 'Quantité', cell: orderQuantity, align: 'right' },
  amount: { label: 'Montant', cell: total, align: 'right' },
  price: { label: 'Prix', cell: total, align: 'right' },
  status: { label: 'Statut', cell: (order) => <OrderStatusBadge status={order.status} /> },
  payment: {
    label: 'Paiement',
    cell: (order) => <PaymentStatusBadge status={order.paymentStatus} />,
  },
  /** The buyer's words for it: what to pay the courier, rather than « En attente ». */
  buyerPayment: {
    label: 'Paiement',
    cell: (order) => <BuyerPaymentBadge order={order} />,
  },
} satisfies Record<string, OrderColumn>;

/** A screen's columns, in order: `orderColumns('client', 'amount', 'status')`. */
export function orderColumns(...names: (keyof typeof ORDER_COLUMNS)[]): OrderColumn[] {
  return names.map((name) => ORDER_COLUMNS[name]);
}
