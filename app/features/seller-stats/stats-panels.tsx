import { Anchor, Box, Card, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import {
  IconAlertTriangle,
  IconCircleX,
  IconShoppingBag,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SellerStats } from '#common/seller-stats.ts';
import { formatOrderDate } from '../orders/order-format.ts';

// The spec's variant B beside the figures: popular products, clients, important notifications.

type Notification = SellerStats['notifications'][number];

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function PopularProducts({ products }: { products: SellerStats['popularProducts'] }) {
  return (
    <Panel id="produits-populaires" title="Produits populaires">
      {products.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Aucune vente pour le moment.
        </Text>
      ) : (
        <Table verticalSpacing={6} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produit</Table.Th>
              <Table.Th ta="right" w={80}>
                Ventes
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.name}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{product.name}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {product.quantity}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Panel>
  );
}

interface ClientsProps {
  total: number;
  recent: SellerStats['recentClients'];
}

export function Clients({ total, recent }: ClientsProps) {
  return (
    <Panel id="clients" title="Clients">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon variant="light" color="feuille" size="lg" aria-hidden>
          <IconUsers size={20} />
        </ThemeIcon>
        <Text>
          <Text span fz={24} fw={700} data-testid="total-clients">
            {total}
          </Text>{' '}
          <Text span c="dimmed" fz="sm">
            {total > 1 ? 'clients au total' : 'client au total'}
          </Text>
        </Text>
      </Group>
      <Title order={3} fz="md" mb={6}>
        Clients récents
      </Title>
      {recent.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Aucun client pour le moment.
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} aria-label="Clients récents">
          {recent.map((client) => (
            <Box
              component="li"
              key={`${client.name}-${client.lastOrderAt}`}
              style={{ listStyle: 'none' }}
            >
              {/* A name of 100 characters may hold no space: it wraps rather than widen the page. */}
              <Text fz="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {client.name}
              </Text>
              <Text fz="xs" c="dimmed">
                Dernière commande : {formatOrderDate(client.lastOrderAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

const NOTIFICATION_LOOK: Record<
  Notification['kind'],
  { icon: Icon; color: string; link?: { to: string; label: string } }
> = {
  'nouvelles-commandes': {
    icon: IconShoppingBag,
    color: 'blue',
    link: { to: 'orders', label: 'Voir les commandes' },
  },
  'stock-bas': {
    icon: IconAlertTriangle,
    color: 'yellow',
    link: { to: 'products', label: 'Gérer le stock' },
  },
  'commande-annulee': { icon: IconCircleX, color: 'red' },
};

interface NotificationsProps {
  notifications: SellerStats['notifications'];
  /** The dashboard's root, for the links to its screens. */
  root: string;
}

export function ImportantNotifications({ notifications, root }: NotificationsProps) {
  return (
    <Panel id="notifications-importantes" title="Notifications importantes">
      {notifications.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Aucune notification importante.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Notifications importantes">
          {notifications.map((notification, index) => {
            const { icon: KindIcon, color, link } = NOTIFICATION_LOOK[notification.kind];
            return (
              <Box
                component="li"
                key={`${notification.kind}-${index}`}
                data-notification={notification.kind}
                p="xs"
                style={{
                  listStyle: 'none',
                  borderLeft: `4px solid var(--mantine-color-${color}-6)`,
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'var(--mantine-color-dark-7)',
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color={color} size="md" aria-hidden>
                    <KindIcon size={18} />
                  </ThemeIcon>
                  <Box style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={700}>
                      {notification.title}
                    </Text>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {notification.message}
                    </Text>
                    {link && (
                      <Anchor component={Link} to={`${root}/${link.to}`} fz="sm">
                        {link.label}
                      </Anchor>
                    )}
                  </Box>
                </Group>
              </Box>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
