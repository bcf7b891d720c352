import { Box, Button, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { appContext } from '#app-context';
import { groupThousands } from '#common/money.ts';
import { countOf } from '#common/counts.ts';
import { productCsvPath } from '#common/product-csv-files.ts';
import {
  parseProductListQuery,
  productListSearch,
  type ProductPage,
  type SellerProduct,
} from '#common/seller-products.ts';
import { ListPager, ListSearchForm } from '../../features/dashboard-ui/list-controls.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { ImportDialog } from '../../features/seller-products/import-dialog.tsx';
import { IMPORT_INTENT } from '../../features/seller-products/product-import.ts';
import { importProducts } from '../../features/seller-products/product-import.server.ts';
import { ProductActions } from '../../features/seller-products/product-actions.tsx';
import { ProductDialog } from '../../features/seller-products/product-dialog.tsx';
import { ProductsTable } from '../../features/seller-products/products-table.tsx';
import { StockDialog } from '../../features/seller-products/stock-dialog.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/seller-products';

// The seller's 'Produits' (spec section 2, issue 6): its own products, on sale or not, with the
// add/edit dialog, stock, on/off sale, deletion, CSV import and export. `?ajouter=1` opens the
// add dialog: the bottom bar's 'Ajouter un produit' links there from any seller screen.
// The page of the list and the categories come with the page (the loader); every write is one
// of the products' operations (core/seller-products/seller-products.operations.ts), sent to the
// action after the new photos went to the site's upload route (app/routes/image-upload.ts),
// but the CSV import, a form with the file's text (product-import.server.ts); the CSV files are
// downloads from the dashboard's own addresses (seller-products-file.ts).

export const meta = orderScreenMeta('Produits');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { sellerProducts, catalogue } = context.get(appContext).services;
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [page, categories] = await Promise.all([
    sellerProducts.page(account, query),
    catalogue.listCategories(),
  ]);
  // A new product's payload names its boutique (the service refuses another's).
  const owner = {
    tenantId: account.team?.boutiqueTenantId ?? 0,
    boutiqueId: account.boutiqueId ?? 0,
  };
  return { page, categories, owner };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const form = await request.clone().formData();
  if (form.get('intent') === IMPORT_INTENT) {
    return importProducts(context, await requireDashboardAccount(context, request), form);
  }
  return dashboardOperationAction(args, ({ sellerProducts }) => [
    sellerProducts.add,
    sellerProducts.update,
    sellerProducts.setStock,
    sellerProducts.setActive,
    sellerProducts.remove,
  ]);
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

export default function SellerProducts({ loaderData, params }: Route.ComponentProps) {
  const { page, categories, owner } = loaderData;
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
            component="a"
            href={productCsvPath(params.id, 'export')}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
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
        owner={owner}
        categories={categories}
        onClose={closeProductDialog}
        onSaved={closeProductDialog}
      />
      <StockDialog product={stockOf} onClose={() => setStockOf(null)} />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        templateUrl={productCsvPath(params.id, 'template')}
      />
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
