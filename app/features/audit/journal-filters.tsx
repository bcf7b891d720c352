import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { JournalPage } from '#common/audit-journal.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#common/audit.ts';

const options = (entries: [string, string][], all: string) => [
  { value: '', label: all },
  ...entries.map(([value, label]) => ({ value, label })),
];

/**
 * The journal's filters: a GET form, so it works before the page is interactive and each
 * filtered view has its address. The search, sort and page size already chosen are kept.
 */
export function JournalFilters({ page }: { page: JournalPage }) {
  const { filter, search, sort, pageSize } = page.query;
  return (
    <Form method="get" aria-label="Filtres du journal" preventScrollReset>
      {search && <input type="hidden" name="q" value={search} />}
      <input type="hidden" name="taille" value={String(pageSize)} />
      <input type="hidden" name="tri" value={sort.column} />
      <input type="hidden" name="ordre" value={sort.direction} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          name="action"
          label="Action"
          defaultValue={filter.action ?? ''}
          data={options(Object.entries(AUDIT_ACTIONS), 'Toutes')}
        />
        <NativeSelect
          name="cible"
          label="Cible"
          defaultValue={filter.targetType ?? ''}
          data={options(Object.entries(AUDIT_TARGETS), 'Toutes')}
        />
        <NativeSelect
          name="admin"
          label="Administrateur"
          defaultValue={filter.adminId === null ? '' : String(filter.adminId)}
          data={options(
            page.admins.map((admin) => [String(admin.id), admin.name]),
            'Tous',
          )}
        />
        <TextInput name="du" type="date" label="Du" defaultValue={filter.from ?? ''} />
        <TextInput name="au" type="date" label="Au" defaultValue={filter.to ?? ''} />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit">Filtrer</Button>
        <Button component={Link} to="?" variant="default">
          Effacer les filtres
        </Button>
      </Group>
    </Form>
  );
}
