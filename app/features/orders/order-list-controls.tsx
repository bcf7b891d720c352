import { Button, Group, ScrollArea } from '@mantine/core';
import { Link } from 'react-router';
import { orderListSearch, type OrderPage } from '../../../common/order-lists.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders.ts';
import { ListPager, ListSearchForm } from '../dashboard-ui/list-controls.tsx';

// What narrows, searches and pages a list of orders: links and a GET form (list-controls.tsx).

/** 'Toutes', then one link per status; the current one is marked for screen readers. */
export function OrderStatusFilter({ page }: { page: OrderPage }) {
  const choices: (OrderStatus | null)[] = [null, ...ORDER_STATUSES];
  return (
    // One scrolling row on a phone rather than two wrapped ones pushing the list down.
    <ScrollArea type="never" mb="sm">
      <Group component="nav" aria-label="Filtrer par statut" gap={6} wrap="nowrap">
        {choices.map((status) => {
          const current = page.query.status === status;
          return (
            <Button
              key={status ?? 'toutes'}
              component={Link}
              to={orderListSearch({ ...page.query, status, page: 1 }) || '?'}
              size="compact-sm"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              preventScrollReset
            >
              {status ?? 'Toutes'}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

interface OrderSearchFormProps {
  page: OrderPage;
  label: string;
  placeholder: string;
}

/** The search box of a list of orders, its status filter kept. */
export function OrderSearchForm({ page, label, placeholder }: OrderSearchFormProps) {
  return (
    <ListSearchForm
      search={page.query.search}
      keep={{ statut: page.query.status }}
      label={label}
      placeholder={placeholder}
    />
  );
}

/** The pages of a list of orders, its filter and search kept. */
export function OrderPager({ page }: { page: OrderPage }) {
  return (
    <ListPager
      page={page.query.page}
      pageCount={page.pageCount}
      hrefOf={(number) => orderListSearch({ ...page.query, page: number })}
    />
  );
}
