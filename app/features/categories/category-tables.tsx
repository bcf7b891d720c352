import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  FAMILY_TABLE_PREFIX,
  type CategoryColumn,
  type CategoryRow,
  type FamilyColumn,
  type FamilyRow,
} from '#common/categories.ts';
import type { TablePage } from '#common/data-tables.ts';
import { countOf } from '#common/counts.ts';
import { DataTable, type DataColumn } from '../dashboard-ui/data-table.tsx';
import type { CategoryDialogs, Removal } from './category-dialogs.tsx';
import { ofName } from '#common/french-elision.ts';

// The categories screen's two tables (spec section 2: categories with id, nom, famille.nom;
// families with id, nom), each paged, searched and sorted on the server through its own
// parameters in the address: the families' are prefixed.

interface RowHandlers {
  dialogs: CategoryDialogs;
  onRemove: (removal: Removal) => void;
  onMove: (row: CategoryRow) => void;
}

function CategoryActions({ row, dialogs, onRemove, onMove }: RowHandlers & { row: CategoryRow }) {
  const name = `« ${row.nom} »`;
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="light"
        aria-label={`Modifier la catégorie ${name}`}
        onClick={() => dialogs.editCategory(row)}
      >
        Modifier
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={row.produits === 0}
        aria-label={`Déplacer les produits ${ofName(name)}`}
        onClick={() => onMove(row)}
      >
        Déplacer les produits
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        aria-label={`Supprimer la catégorie ${name}`}
        onClick={() =>
          onRemove({
            intent: 'supprimer-categorie',
            id: row.id,
            what: `la catégorie ${name} (${row.famille.nom})`,
          })
        }
      >
        Supprimer
      </Button>
    </Group>
  );
}

const productCount = (row: CategoryRow) => countOf(row.produits, 'produit', 'produits');

export function CategoriesTable(
  props: RowHandlers & { page: TablePage<CategoryRow, CategoryColumn> },
) {
  const columns: DataColumn<CategoryRow, CategoryColumn>[] = [
    { label: 'ID', sort: 'id', cell: (row) => row.id },
    { label: 'Nom', sort: 'nom', cell: (row) => row.nom },
    { label: 'Famille', sort: 'famille', cell: (row) => row.famille.nom },
    { label: 'Produits', sort: 'produits', cell: productCount },
    { label: 'Actions', cell: (row) => <CategoryActions row={row} {...props} /> },
  ];
  return (
    <DataTable
      page={props.page}
      columns={columns}
      rowKey={(row) => row.id}
      caption="Catégories"
      search={{ label: 'Rechercher une catégorie', placeholder: 'Nom, famille ou ID' }}
      empty="Aucune catégorie ne correspond."
      minWidth={760}
      card={(row) => (
        <Card withBorder padding="sm">
          <Stack gap={6}>
            <Text fw={700}>{row.nom}</Text>
            <Text fz="sm" c="dimmed">
              {`${row.famille.nom} · ${productCount(row)} · ID ${row.id}`}
            </Text>
            <CategoryActions row={row} {...props} />
          </Stack>
        </Card>
      )}
    />
  );
}

function FamilyActions({
  row,
  dialogs,
  onRemove,
}: Omit<RowHandlers, 'onMove'> & { row: FamilyRow }) {
  const name = `« ${row.nom} »`;
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="light"
        aria-label={`Modifier la famille ${name}`}
        onClick={() => dialogs.editFamily(row)}
      >
        Modifier
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        aria-label={`Supprimer la famille ${name}`}
        onClick={() =>
          onRemove({
            intent: 'supprimer-famille',
            id: row.id,
            what: `la famille ${name}`,
          })
        }
      >
        Supprimer
      </Button>
    </Group>
  );
}

const categoryCount = (row: FamilyRow) => countOf(row.categories, 'catégorie', 'catégories');

export function FamiliesTable(
  props: Omit<RowHandlers, 'onMove'> & { page: TablePage<FamilyRow, FamilyColumn> },
) {
  const columns: DataColumn<FamilyRow, FamilyColumn>[] = [
    { label: 'ID', sort: 'id', cell: (row) => row.id },
    { label: 'Nom', sort: 'nom', cell: (row) => row.nom },
    { label: 'Catégories', sort: 'categories', cell: categoryCount },
    { label: 'Actions', cell: (row) => <FamilyActions row={row} {...props} /> },
  ];
  return (
    <DataTable
      page={props.page}
      columns={columns}
      rowKey={(row) => row.id}
      caption="Familles"
      prefix={FAMILY_TABLE_PREFIX}
      search={{ label: 'Rechercher une famille', placeholder: 'Nom ou ID' }}
      empty="Aucune famille ne correspond."
      minWidth={560}
      card={(row) => (
        <Card withBorder padding="sm">
          <Stack gap={6}>
            <Text fw={700}>{row.nom}</Text>
            <Text fz="sm" c="dimmed">
              {`${categoryCount(row)} · ID ${row.id}`}
            </Text>
            <FamilyActions row={row} {...props} />
          </Stack>
        </Card>
      )}
    />
  );
}
