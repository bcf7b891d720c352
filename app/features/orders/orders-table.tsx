import { Anchor, Card, DataList, Group, Table } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import type { Order } from '#common/orders.ts';
import { TableOrCards } from '../dashboard-ui/table-or-cards.tsx';
import { TOUCH_TARGET } from '../dashboard-ui/touch-target.ts';

export interface OrderColumn {
  label: string;
  cell: (order: Order) => ReactNode;
  align?: 'right';
}

interface OrdersTableProps {
  orders: Order[];
  /** Read by screen readers as the table's caption. */
  caption: string;
  columns: OrderColumn[];
  /** Opens the order's detail (its number is the button). */
  onOpen: (order: Order) => void;
  actions?: (order: Order) => ReactNode;
}

/** The order's number, a button opening its detail. */
export function OpenButton({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={700}
      fz="sm"
      onClick={() => onOpen(order)}
      // In a card (a flex column) the button would stretch and centre its text.
      style={{
        whiteSpace: 'nowrap',
        alignSelf: 'flex-start',
        minHeight: TOUCH_TARGET,
        display: 'inline-flex',
        alignItems: 'center',
      }}
    >
      {order.orderNumber}
    </Anchor>
  );
}

/**
 * A list of orders: a table from tablets up; on phones one card per order, label beside value,
 * so nothing needs a sideways scroll at 360 px.
 */
export function OrdersTable({ orders, caption, columns, onOpen, actions }: OrdersTableProps) {
  return (
    <TableOrCards
      items={orders}
      itemKey={(order) => order.id}
      caption={caption}
      minWidth={560}
      verticalSpacing="sm"
      highlightOnHover
      head={
        <>
          <Table.Th>Référence</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={column.align}>
              {column.label}
            </Table.Th>
          ))}
          {actions && <Table.Th>Actions</Table.Th>}
        </>
      }
      row={(order) => (
        <Table.Tr data-order={order.orderNumber}>
          <Table.Td>
            <OpenButton order={order} onOpen={onOpen} />
          </Table.Td>
          {columns.map((column) => (
            <Table.Td key={column.label} ta={column.align}>
              {column.cell(order)}
            </Table.Td>
          ))}
          {actions && <Table.Td>{actions(order)}</Table.Td>}
        </Table.Tr>
      )}
      card={(order) => (
        <OrderCard order={order} columns={columns} onOpen={onOpen} actions={actions} />
      )}
    />
  );
}

/** An order on a phone: its number, then each column's label beside its value. */
export function OrderCard({
  order,
  columns,
  onOpen,
  actions,
}: Pick<OrdersTableProps, 'columns' | 'onOpen' | 'actions'> & { order: Order }) {
  return (
    <Card withBorder padding="sm" data-order={order.orderNumber}>
      <OpenButton order={order} onOpen={onOpen} />
      <DataList size="sm" gap={4} labelWidth={96} mt={6}>
        {columns.map((column) => (
          <DataList.Item key={column.label}>
            <DataList.ItemLabel c="dimmed">{column.label}</DataList.ItemLabel>
            <DataList.ItemValue>{column.cell(order)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {actions && (
        <Group mt="sm" gap="xs">
          {actions(order)}
        </Group>
      )}
    </Card>
  );
}
