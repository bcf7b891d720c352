import { Anchor, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Form, Link } from 'react-router';
import { AUDIENCE_LABELS, HELP_AUDIENCES } from '#common/help-centre.ts';
import { TICKET_STATUSES, type AdminTicketFilters } from '#common/support.ts';

// The back-office tickets' filters: a GET form, so each filtered list has its own address and
// works before the page is interactive.

const ALL = { value: '', label: 'Tous' };

export function AdminTicketFiltersForm({ filters }: { filters: AdminTicketFilters }) {
  return (
    <Form method="get" aria-label="Filtrer les demandes" preventScrollReset>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="xs">
        <NativeSelect
          name="statut"
          label="Statut"
          defaultValue={filters.status ?? ''}
          data={[ALL, ...TICKET_STATUSES]}
        />
        <NativeSelect
          name="public"
          label="Public"
          defaultValue={filters.audience ?? ''}
          data={[
            ALL,
            ...HELP_AUDIENCES.map((audience) => ({
              value: audience,
              label: AUDIENCE_LABELS[audience],
            })),
          ]}
        />
        <TextInput
          type="search"
          name="q"
          label="Rechercher"
          placeholder="Sujet, nom, e-mail"
          defaultValue={filters.search}
        />
      </SimpleGrid>
      <Group gap="sm" mb="md">
        <Button type="submit" size="sm">
          Filtrer
        </Button>
        <Anchor component={Link} to="?" fz="sm">
          Effacer les filtres
        </Anchor>
      </Group>
    </Form>
  );
}
