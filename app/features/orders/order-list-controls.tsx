import { Button, Group, ScrollArea, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { orderListSearch, type OrderPage } from '../../../common/order-lists.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders.ts';

// What narrows and pages a list of orders: links and a GET form, so they work before the page
// is interactive, and every state of the list has its own address.

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

/** Typing pauses this long before the list is asked again (one request per word, not per key). */
const SEARCH_PAUSE_MS = 350;

/**
 * A search box sent as `?q=` (the status filter kept): the list follows as one types, once the
 * page is interactive; before that, Entrée sends the form.
 */
export function OrderSearchForm({ page, label, placeholder }: OrderSearchFormProps) {
  const submit = useSubmit();
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  return (
    <Form
      method="get"
      role="search"
      preventScrollReset
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(pause.current);
        pause.current = setTimeout(
          () => void submit(form, { replace: true, preventScrollReset: true }),
          SEARCH_PAUSE_MS,
        );
      }}
    >
      {page.query.status && <input type="hidden" name="statut" value={page.query.status} />}
      <TextInput
        type="search"
        name="q"
        label={label}
        placeholder={placeholder}
        defaultValue={page.query.search}
        mb="sm"
        maw={420}
      />
    </Form>
  );
}

/** 'Page 2 sur 5' between 'Précédent' and 'Suivant', shown only when there is another page. */
export function OrderPager({ page }: { page: OrderPage }) {
  const { query, pageCount } = page;
  if (pageCount <= 1) return null;
  const to = (number: number) => orderListSearch({ ...query, page: number }) || '?';
  return (
    <Group component="nav" aria-label="Pages" justify="space-between" mt="md" wrap="nowrap">
      <Button
        component={Link}
        to={to(query.page - 1)}
        variant="default"
        size="sm"
        disabled={query.page <= 1}
        aria-disabled={query.page <= 1}
      >
        Précédent
      </Button>
      <Text fz="sm" aria-live="polite">
        Page {Math.min(query.page, pageCount)} sur {pageCount}
      </Text>
      <Button
        component={Link}
        to={to(query.page + 1)}
        variant="default"
        size="sm"
        disabled={query.page >= pageCount}
        aria-disabled={query.page >= pageCount}
      >
        Suivant
      </Button>
    </Group>
  );
}
