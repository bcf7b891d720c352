import { Box, Button, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { appContext } from '#app-context';
import { groupThousands } from '../../../common/money.ts';
import { countOf } from '../../../common/counts.ts';
import {
  parseProductListQuery,
  productListSearch,
  type ProductPage,
  type SellerProduct,
} from '../../../common/seller-products.ts';
import { ListPager, ListSearchForm } from '../../features/dashboard-ui/list-controls.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { EXPORT_CSV, useCsvDownload } from '../../features/seller-products/csv-download.ts';
import { ImportDialog } from '../../features/seller-products/import-dialog.tsx';
import { runProductAction } from '../../features/seller-products/product-actions.server.ts';
import { ProductActions } from '../../features/seller-products/product-actions.tsx';
import { ProductDialog } from '../../features/seller-products/product-dialog.tsx';
import { ProductsTable } from '../../features/seller-products/products-table.tsx';
import { StockDialog } from '../../features/seller-products/stock-dialog.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/seller-products';

// The seller's 'Produits' (spec section 2, issue 6): its own products, on sale or not, with the
// add/edit dialog, stock, on/off sale, deletion, CSV import and export. `?ajouter=1` opens the
// add dialog: the bottom bar's 'Ajouter un produit' links there from any seller screen.
// The page of the list and the categories come with the page (the loader); every write goes
// through the action (product-actions.server.ts), after the new photos went to the upload
// endpoint; the CSV export is a download from the API.

export const meta = orderScreenMeta('Produits');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { sellerProducts, catalogue } = context.get(appContext).services;
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [page, categories] = await Promise.all([
    sellerProducts.page(account, query),
    catalogue.listCategories(),
  ]);
  return { page, categories };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireDashboardAccount(context, request);
  return runProductAction(context, account, await request.formData());
}

const ADD_PARAM = 'ajouter';

/** Opening or closing the add dialog (`?ajouter=1`) does not read the list again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  const withoutDialog = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(ADD_PARAM);
    return `${url.pathname}?${params}`;
  };
  if (!formMethod && withoutDialog(currentUrl) === withoutDialog(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { page, categories } = loaderData;
  const exporter = useCsvDownload(EXPORT_CSV);
  const [searchParams, setSearchParams] = useSearchParams();
  const adding = searchParams.get(ADD_PARAM) === '1';
  const [editing, setEditing] = useState<SellerProduct | null>(null);
  const [stockOf, setStockOf] = useState<SellerProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const rowActions = useActionFetcher('Action impossible');

  const setAdding = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(ADD_PARAM, '1');
        else params.delete(ADD_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const closeProductDialog = () => {
    setEditing(null);
    if (adding) setAdding(false);
  };

  return (
    <Box component="main">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Box>
          <Title order={1} fz={26}>
            Produits
          </Title>
          <Text c="dimmed">Gérez vos produits</Text>
        </Box>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Ajouter un produit
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Importer
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exporter.pending}
            onClick={() => void exporter.download()}
          >
            Exporter (CSV)
          </Button>
        </Group>
      </Group>

      {page.boutiqueTotal === 0 ? (
        <Text py="lg">
          Aucun produit pour le moment. Ajoutez votre premier produit, ou importez-les d’un fichier
          CSV.
        </Text>
      ) : (
        <ProductList
          page={page}
          actions={(product) => (
            <ProductActions
              product={product}
              onEdit={setEditing}
              onStock={setStockOf}
              actions={rowActions}
            />
          )}
        />
      )}

      <ProductDialog
        opened={adding || editing !== null}
        product={editing}
        categories={categories}
        onClose={closeProductDialog}
        onSaved={closeProductDialog}
      />
      <StockDialog product={stockOf} onClose={() => setStockOf(null)} />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}

interface ProductListProps {
  page: ProductPage;
  actions: (product: SellerProduct) => ReactNode;
}

/** Search box, the page of the table the address asks for, and the pages. */
function ProductList({ page, actions }: ProductListProps) {
  const { products, total, boutiqueTotal, query, pageCount } = page;
  return (
    <>
      <ListSearchForm
        search={query.search}
        label="Rechercher un produit"
        placeholder="Nom, producteur, catégorie ou ID"
      />
      <Text fz="sm" c="dimmed" mb="sm" role="status">
        {total === boutiqueTotal
          ? countOf(total, 'produit', 'produits')
          : `${groupThousands(String(total))} sur ${countOf(boutiqueTotal, 'produit', 'produits')}`}
      </Text>
      {products.length === 0 ? (
        <Text>Aucun produit ne correspond à votre recherche.</Text>
      ) : (
        <ProductsTable products={products} caption="Produits de votre boutique" actions={actions} />
      )}
      <ListPager
        page={query.page}
        pageCount={pageCount}
        hrefOf={(number) => productListSearch({ ...query, page: number })}
      />
    </>
  );
}
