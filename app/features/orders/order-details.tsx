import { Anchor, DataList, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import type { ReactNode } from 'react';
import { invoicePath } from '#common/invoices.ts';
import { deliveryFacts } from '#common/order-delivery.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import { formatFcfa } from '#common/money.ts';
import { formatTaxRate, includedTax } from '#common/tax.ts';
import { orderStatusLabel, type Order } from '#common/orders.ts';
import { shownShippingFacts } from './shown-shipping-facts.tsx';
import { formatOrderDateTime } from './order-format.ts';
import { OrderLinesTable } from './order-lines-table.tsx';
import { PhoneContact } from './phone-contact.tsx';
import {
  BuyerPaymentBadge,
  OrderStatusBadge,
  PaymentStatusBadge,
  TestModeBadge,
} from './status-badge.tsx';

export type OrderAudience = 'vendeur' | 'acheteur' | 'admin';

interface OrderDetailsProps {
  order: Order;
  /** A seller sees who ordered; a buyer sees which boutique serves the order; the team both. */
  audience: OrderAudience;
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList size="sm" gap={6} labelWidth={110}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          {/* Names, e-mails and addresses up to 300 characters may hold no space: they wrap. */}
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One step of the history: 'En attente → En cours', by whom and when. */
function historyLine(event: Order['history'][number]): string {
  const subject = event.kind === 'paiement' ? 'Paiement' : 'Statut';
  const to = orderStatusLabel(event.to);
  const change = event.from ? `${orderStatusLabel(event.from)} → ${to}` : to;
  return `${subject} : ${change}`;
}

/** Everything about one order: lines, delivery, payment and status history (spec section 2). */
export function OrderDetails({ order, audience }: OrderDetailsProps) {
  const client: [string, ReactNode][] = [
    ['Client', order.client.name],
    ['Téléphone', <PhoneContact key="telephone" phone={order.client.phone} />],
    ...(order.client.email ? [['E-mail', order.client.email] as [string, ReactNode]] : []),
  ];
  const boutique: [string, ReactNode] = ['Boutique', order.boutique.name];
  const party: [string, ReactNode][] =
    audience === 'vendeur' ? client : audience === 'admin' ? [boutique, ...client] : [boutique];
  return (
    <Stack gap="lg">
      <Facts
        items={[
          ['Commande', order.orderNumber],
          ['Date', formatOrderDateTime(order.createdAt)],
          ['Statut', <OrderStatusBadge key="statut" status={order.status} />],
          ...party,
        ]}
      />

      <Section title="Articles">
        <OrderLinesTable lines={order.lines} />
        <Facts
          items={[
            ['Sous-total', formatFcfa(order.subtotal)],
            ['Livraison', formatFcfa(order.deliveryFee)],
            [
              'Total',
              <Text key="total" component="span" fw={700}>
                {formatFcfa(order.total)}
              </Text>,
            ],
            [
              `dont TVA (${formatTaxRate(order.taxRate)})`,
              formatFcfa(includedTax(order.total, order.taxRate)),
            ],
          ]}
        />
      </Section>

      <Section title="Livraison">
        <Facts
          items={[
            ...deliveryFacts<ReactNode>(order, (phone) =>
              audience === 'acheteur' ? phone : <PhoneContact key="livraison" phone={phone} />,
            ),
            ...shownShippingFacts(order),
          ]}
        />
      </Section>

      <Section title="Paiement">
        <Facts
          items={[
            ['Moyen', order.paymentMethod],
            [
              'Statut',
              <Group key="paiement" gap={6}>
                {audience === 'acheteur' ? (
                  <BuyerPaymentBadge order={order} />
                ) : (
                  <PaymentStatusBadge status={order.paymentStatus} />
                )}
                <TestModeBadge order={order} />
              </Group>,
            ],
            [
              'Référence',
              order.paymentReference ??
                (order.paymentMethod === CASH_ON_DELIVERY ? 'Payé à la réception' : '—'),
            ],
            // Paid (online, or to the courier): the buyer, its seller and the team get its invoice.
            ...(order.paymentStatus === 'Réussi'
              ? [
                  [
                    'Facture',
                    <Anchor key="facture" href={invoicePath(order.id)} download>
                      Télécharger la facture (PDF)
                    </Anchor>,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      </Section>

      <Section title="Historique">
        <List spacing={6} size="sm" listStyleType="none" aria-label="Historique de la commande">
          {order.history.map((event, index) => (
            <List.Item key={`${event.at}-${index}`}>
              <Text fz="sm" fw={700}>
                {historyLine(event)}
              </Text>
              {event.reason && (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  Motif : {event.reason}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {event.by ? `${event.actor} (${event.by})` : event.actor} ·{' '}
                {formatOrderDateTime(event.at)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
