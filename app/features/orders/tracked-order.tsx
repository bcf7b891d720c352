import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatFcfa } from '#common/money.ts';
import { includedTaxLine } from '#common/tax.ts';
import type { Order } from '#common/orders.ts';
import { formatOrderDateTime } from './order-format.ts';
import { shownShippingFacts } from './shown-shipping-facts.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { BuyerPaymentBadge, OrderStatusBadge, TestModeBadge } from './status-badge.tsx';

/** One boutique's order as its buyer follows it: number, statuses, lines and totals. */
export function TrackedOrder({ order }: { order: Order }) {
  const titleId = `commande-${order.id}`;
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={titleId}
      data-testid="tracked-order"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId} data-testid="order-number">
            {order.orderNumber}
          </Title>
          <Text fz="sm" c="dimmed">
            Boutique {order.boutique.name} · {formatOrderDateTime(order.createdAt)}
          </Text>
        </div>
        <Group gap="xs">
          <Text fz="sm">Statut :</Text>
          <span data-testid="order-status">
            <OrderStatusBadge status={order.status} />
          </span>
        </Group>
        <Group gap="xs">
          <Text fz="sm">
            Paiement : {order.paymentMethod}
            {order.paymentReference ? ` (${order.paymentReference})` : ''}
          </Text>
          <span data-testid="payment-status">
            <BuyerPaymentBadge order={order} />
          </span>
          <TestModeBadge order={order} />
        </Group>
        {shownShippingFacts(order).map(([label, value]) => (
          <Group key={label} gap={6} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text fz="sm">{label}&nbsp;:</Text>
            {typeof value === 'string' ? <Text fz="sm">{value}</Text> : value}
          </Group>
        ))}
        <OrderLinesTable lines={order.lines} />
        <Stack gap={2} align="flex-end">
          <Text fz="sm">Sous-total : {formatFcfa(order.subtotal)}</Text>
          <Text fz="sm">Frais de livraison : {formatFcfa(order.deliveryFee)}</Text>
          <Text fw={700}>Total : {formatFcfa(order.total)}</Text>
          <Text fz="sm" c="dimmed">
            {includedTaxLine(order)}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
