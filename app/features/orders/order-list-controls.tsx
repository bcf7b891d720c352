import { orderListSearch, type OrderPage } from '#common/order-lists.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#common/orders.ts';
import { FilterLinks } from '../dashboard-ui/filter-links.tsx';
import { ListPager, ListSearchForm } from '../dashboard-ui/list-controls.tsx';

// What narrows, searches and pages a list of orders: links and a GET form (list-controls.tsx).

/** 'Toutes', then one link per status; the current one is marked for screen readers. */
export function OrderStatusFilter({ page }: { page: OrderPage }) {
  const choices: (OrderStatus | null)[] = [null, ...ORDER_STATUSES];
  return (
    <FilterLinks
      label="Filtrer par statut"
      mb="sm"
      links={choices.map((status) => ({
        key: status ?? 'toutes',
        label: status ? ORDER_STATUS_LABELS[status] : 'Toutes',
        to: orderListSearch({ ...page.query, status, page: 1 }) || '?',
        current: page.query.status === status,
      }))}
    />
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
