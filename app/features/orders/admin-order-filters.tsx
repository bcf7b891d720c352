import { Anchor, Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Form, Link } from 'react-router';
import {
  ADMIN_ORDER_DATES,
  ADMIN_STATUS_FILTERS,
  adminOrderSearch,
  type AdminOrderPage,
} from '#common/admin-orders.ts';
import { DEFAULT_PAGE_SIZE } from '#common/data-tables.ts';
import { orderStatusLabel, PAYMENT_STATUSES } from '#common/orders.ts';

// The back-office orders list's filters: a GET form, so the filtered list has its own address
// (the home's figures link to one) and works before the page is interactive.

const ALL = { value: '', label: 'Tous' };

export function AdminOrderFilters({ page }: { page: AdminOrderPage }) {
  const { query } = page;
  const boutique = query.boutiqueId
    ? (page.rows.find((order) => order.boutique.id === query.boutiqueId)?.boutique.name ??
      `n° ${query.boutiqueId}`)
    : null;
  return (
    <Form method="get" aria-label="Filtrer les commandes" preventScrollReset>
      {query.search && <input type="hidden" name="q" value={query.search} />}
      {query.boutiqueId && <input type="hidden" name="boutique" value={query.boutiqueId} />}
      {query.pageSize !== DEFAULT_PAGE_SIZE && (
        <input type="hidden" name="taille" value={query.pageSize} />
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mb="xs">
        <NativeSelect
          name="statut"
          label="Statut"
          defaultValue={query.status ?? ''}
          data={[
            ALL,
            ...ADMIN_STATUS_FILTERS.map((value) => ({ value, label: orderStatusLabel(value) })),
          ]}
        />
        <NativeSelect
          name="paiement"
          label="Paiement"
          defaultValue={query.paymentStatus ?? ''}
          data={[ALL, ...PAYMENT_STATUSES]}
        />
        <NativeSelect
          name="dates"
          label="Dates"
          defaultValue={query.dates}
          data={Object.entries(ADMIN_ORDER_DATES).map(([value, label]) => ({ value, label }))}
        />
        {/* Days in UTC, the marketplace's time (common/admin-orders.ts). */}
        <TextInput type="date" name="du" label="Du" defaultValue={query.from ?? ''} />
        <TextInput type="date" name="au" label="Au" defaultValue={query.to ?? ''} />
      </SimpleGrid>
      <Group gap="sm" mb="md">
        <Button type="submit" size="sm">
          Filtrer
        </Button>
        <Anchor component={Link} to={adminOrderSearch({}) || '?'} fz="sm">
          Effacer les filtres
        </Anchor>
      </Group>
      {boutique && (
        <Group gap="xs" mb="sm">
          <Text fz="sm">Boutique : {boutique}</Text>
          <Anchor
            component={Link}
            to={adminOrderSearch({ ...query, boutiqueId: null }) || '?'}
            fz="sm"
          >
            Toutes les boutiques
          </Anchor>
        </Group>
      )}
    </Form>
  );
}
