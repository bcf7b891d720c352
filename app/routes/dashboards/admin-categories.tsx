import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { appContext } from '#app-context';
import {
  CATEGORY_COLUMNS,
  FAMILY_COLUMNS,
  FAMILY_TABLE_PREFIX,
  type CategoryRow,
} from '#common/categories.ts';
import { tableQuery } from '#common/data-tables.ts';
import { categoryAction } from '../../features/categories/category-actions.server.ts';
import {
  CategoryDialog,
  FamilyDialog,
  MoveProductsDialog,
  RemovalDialog,
  useCategoryDialogs,
  type Removal,
} from '../../features/categories/category-dialogs.tsx';
import { CategoriesTable, FamiliesTable } from '../../features/categories/category-tables.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-categories';

// The back-office's 'Catégories' (spec section 2, issue 14): the categories and the families,
// each table paged on the server, with their dialogs; deleting what is still used is refused by
// the server, which says how many use it; a category's products can be moved to another first.

export const meta = orderScreenMeta('Catégories et familles');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { categories, catalogue } = context.get(appContext).services;
  const params = new URL(request.url).searchParams;
  const byName = { column: 'nom', direction: 'asc' } as const;
  // The dialogs' selects list every family and category: the team's catalogue is dozens, not
  // thousands, of entries.
  const [categoryPage, familyPage, families, allCategories] = await Promise.all([
    categories.categoryPage(account, tableQuery(params, CATEGORY_COLUMNS, byName)),
    categories.familyPage(account, tableQuery(params, FAMILY_COLUMNS, byName, FAMILY_TABLE_PREFIX)),
    catalogue.listFamilies(),
    catalogue.listCategories(),
  ]);
  return { categoryPage, familyPage, families, allCategories };
}

export const action = (args: Route.ActionArgs) => categoryAction(args);

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categoryPage, familyPage, families, allCategories } = loaderData;
  const dialogs = useCategoryDialogs();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [moving, setMoving] = useState<CategoryRow | null>(null);

  return (
    <Box component="main">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Box>
          <Title order={1} fz={26}>
            Catégories et familles
          </Title>
          <Text c="dimmed">Le classement des produits du catalogue</Text>
        </Box>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.addCategory}>
            Ajouter une catégorie
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={dialogs.addFamily}
          >
            Ajouter une famille
          </Button>
        </Group>
      </Group>

      <Stack gap="xl">
        <Box component="section" aria-labelledby="titre-categories">
          <Title order={2} fz={20} mb="sm" id="titre-categories">
            Catégories
          </Title>
          <CategoriesTable
            page={categoryPage}
            dialogs={dialogs}
            onRemove={setRemoval}
            onMove={setMoving}
          />
        </Box>
        <Box component="section" aria-labelledby="titre-familles">
          <Title order={2} fz={20} mb="sm" id="titre-familles">
            Familles
          </Title>
          <FamiliesTable page={familyPage} dialogs={dialogs} onRemove={setRemoval} />
        </Box>
      </Stack>

      <CategoryDialog dialogs={dialogs} families={families} />
      <FamilyDialog dialogs={dialogs} />
      <RemovalDialog removal={removal} onClose={() => setRemoval(null)} />
      <MoveProductsDialog
        source={moving}
        categories={allCategories}
        onClose={() => setMoving(null)}
      />
    </Box>
  );
}
