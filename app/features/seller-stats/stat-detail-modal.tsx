import { Alert, Anchor, Card, DataList, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Link } from 'react-router';
import { formatFcfa } from '#common/money.ts';
import {
  STAT_CARDS,
  type SellerStats,
  type StatCard,
  type StatOrder,
} from '#common/seller-stats.ts';
import { TableOrCards } from '../dashboard-ui/table-or-cards.tsx';
import { OrderStatusBadge } from '../orders/status-badge.tsx';
import { statCardValue } from './stat-cards.tsx';

const NO_STAT_DATA = 'Aucune donnée disponible.';

const total = (order: StatOrder) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatFcfa(order.total)}</span>
);

/** The orders behind a figure: a table from tablets up, one card per order on phones. */
function StatOrders({ orders, caption }: { orders: StatOrder[]; caption: string }) {
  return (
    <TableOrCards
      items={orders}
      itemKey={(order) => order.id}
      caption={caption}
      minWidth={480}
      cardGap="xs"
      head={
        <>
          <Table.Th>N° de commande</Table.Th>
          <Table.Th>Client</Table.Th>
          <Table.Th>Statut</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </>
      }
      row={(order) => (
        <Table.Tr data-order={order.orderNumber}>
          <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
            {order.orderNumber}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.client}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={order.status} />
          </Table.Td>
          <Table.Td ta="right">{total(order)}</Table.Td>
        </Table.Tr>
      )}
      card={(order) => (
        <Card withBorder padding="sm" data-order={order.orderNumber}>
          <Text fw={700} fz="sm">
            {order.orderNumber}
          </Text>
          <DataList size="sm" gap={4} labelWidth={72} mt={6}>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">Client</DataList.ItemLabel>
              {/* A name of 100 characters may hold no space: it wraps. */}
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                {order.client}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">Statut</DataList.ItemLabel>
              <DataList.ItemValue>
                <OrderStatusBadge status={order.status} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel c="dimmed">Total</DataList.ItemLabel>
              <DataList.ItemValue>{total(order)}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </Card>
      )}
    />
  );
}

interface StatDetailModalProps {
  /** The card whose orders are shown; null closes the pop-up. */
  card: StatCard | null;
  stats: SellerStats;
  /** The orders screen, where every order of a figure can be looked through. */
  ordersPath: string;
  onClose: () => void;
}

const ordersCount = (count: number) => `${count} commande${count > 1 ? 's' : ''}`;

/** Spec variant A: a card's detail table, or 'Aucune donnée disponible.' when it has none. */
export function StatDetailModal({ card, stats, ordersPath, onClose }: StatDetailModalProps) {
  const orders = card ? stats.details[card] : [];
  const count = card ? stats.detailCounts[card] : 0;
  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      title={card ? STAT_CARDS[card].title : undefined}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {card && (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {`${statCardValue(card, stats.cards)} · ${STAT_CARDS[card].help}`}
          </Text>
          {count === 0 ? (
            <Alert color="blue" variant="light">
              {NO_STAT_DATA}
            </Alert>
          ) : (
            <>
              <Text fz="sm">
                {count > orders.length
                  ? `${ordersCount(count)} ; les ${orders.length} plus récentes :`
                  : `${ordersCount(count)}, de la plus récente à la plus ancienne`}
              </Text>
              <StatOrders orders={orders} caption={`Commandes : ${STAT_CARDS[card].title}`} />
              {count > orders.length && (
                <Anchor component={Link} to={ordersPath} fw={700} fz="sm">
                  Voir toutes les commandes
                </Anchor>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
