import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { invoicePath } from '#common/invoices.ts';
import { formatFcfa } from '#common/money.ts';
import { orderListSearch } from '#common/order-lists.ts';
import { TEST_MODE_LABEL } from '#common/orders.ts';
import { PAYMENT_HISTORY_STATUS_COLORS, type PaymentHistoryItem } from '#common/payment-history.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';

/** 'Mobile Money · Moov · •••• 3456'. */
const methodOf = (payment: PaymentHistoryItem) =>
  [payment.method, payment.operator, payment.account].filter(Boolean).join(' · ');

/** The buyer's payments, newest first, one card each (a phone shows no wide table). */
export function PaymentHistoryList({
  payments,
  root,
}: {
  payments: PaymentHistoryItem[];
  /** The buyer dashboard's root, for the links to the order tracking screen. */
  root: string;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {payments.map((payment) => (
        <Paper
          component="li"
          key={payment.transactionId}
          withBorder
          p="md"
          radius="md"
          data-testid="payment-entry"
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fz="sm">{formatOrderDateTime(payment.date)}</Text>
            <Badge
              color={PAYMENT_HISTORY_STATUS_COLORS[payment.status]}
              variant="light"
              tt="none"
              data-testid="payment-label"
            >
              {payment.label}
            </Badge>
          </Group>
          <Text fw={700} fz="lg" mt={4}>
            {formatFcfa(payment.amount)}
          </Text>
          <Text fz="sm">
            {methodOf(payment)}
            {payment.testMode && ` (${TEST_MODE_LABEL})`}
          </Text>
          <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            Transaction {payment.transactionId}
          </Text>
          <Stack gap={6} mt="sm">
            {payment.orders.map((order) => (
              <Group key={order.id} justify="space-between" gap="xs">
                <Anchor
                  component={Link}
                  to={`${root}/commandes${orderListSearch({ page: 1, status: null, search: order.orderNumber })}`}
                  fz="sm"
                >
                  Commande {order.orderNumber} · {order.boutique} · {formatFcfa(order.total)}
                </Anchor>
                {order.invoice && (
                  <Button
                    component="a"
                    href={invoicePath(order.id)}
                    download
                    size="compact-sm"
                    variant="light"
                    aria-label={`Télécharger la facture de la commande ${order.orderNumber}`}
                  >
                    Facture (PDF)
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
