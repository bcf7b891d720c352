import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import { formatOrderDate, orderProducts } from '../orders/order-format.ts';
import { OrderStatusBadge } from '../orders/status-badge.tsx';

/** A dashboard's home: its title over a grid of overview cards (one column on phones). */
export function OverviewScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Box>
  );
}

interface OverviewCardProps {
  title: string;
  /** Where the whole list is. */
  more: { to: string; label: string };
  children: ReactNode;
}

/** One block of a dashboard's home: a title, what matters now, and a link to the full screen. */
export function OverviewCard({ title, more, children }: OverviewCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
      <Anchor component={Link} to={more.to} fw={700} fz="sm" mt="sm">
        {more.label}
      </Anchor>
    </Card>
  );
}

/** A few orders, one line each: number, date and products, status, total. */
export function OrderLines({ orders, empty }: { orders: Order[]; empty: string }) {
  if (orders.length === 0) return <Text c="dimmed">{empty}</Text>;
  return orders.map((order) => (
    <Group
      key={order.id}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      data-order={order.orderNumber}
    >
      <Stack gap={0} miw={0}>
        <Text fw={700} fz="sm">
          {order.orderNumber}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end">
          {formatOrderDate(order.createdAt)} · {orderProducts(order)}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <OrderStatusBadge status={order.status} />
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatFcfa(order.total)}
        </Text>
      </Stack>
    </Group>
  ));
}
