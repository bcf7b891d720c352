import { Box, Button, Group, Pagination, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { appContext } from '#app-context';
import { SELLER_PRODUCTS_PAGE_SIZE, type SellerProduct } from '../../../common/seller-products.ts';
import { SearchField } from '../../features/dashboard-ui/search-field.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { EXPORT_CSV, useCsvDownload } from '../../features/seller-products/csv-download.ts';
import { ImportDialog } from '../../features/seller-products/import-dialog.tsx';
import { ProductActions } from '../../features/seller-products/product-actions.tsx';
import { ProductDialog } from '../../features/seller-products/product-dialog.tsx';
import {
  matchesProductSearch,
  pageCount,
  pageOf,
} from '../../features/seller-products/product-search.ts';
import { ProductsTable } from '../../features/seller-products/products-table.tsx';
import { StockDialog } from '../../features/seller-products/stock-dialog.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-products';

// The seller's 'Produits' (spec section 2, issue 6): its own products, on sale or not, with the
// add/edit dialog, stock, on/off sale, deletion, CSV import and export. `?ajouter=1` opens the
// add dialog: the bottom bar's 'Ajouter un produit' links there from any seller screen.
// The list and the categories come with the page (the loader); the dialogs still write through
// the API (photos go to the upload endpoint first), then the loader is asked again.

export const meta = orderScreenMeta('Produits');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { sellerProducts, catalogue } = context.get(appContext).services;
  const [products, categories] = await Promise.all([
    sellerProducts.list(account),
    catalogue.listCategories(),
  ]);
  return { products: [...products].sort((a, b) => b.id - a.id), categories };
}

const ADD_PARAM = 'ajouter';

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories } = loaderData;
  const revalidator = useRevalidator();
  // After a write through the API: the list as the server now has it.
  const refresh = () => void revalidator.revalidate();
  const exporter = useCsvDownload(EXPORT_CSV);
  const [searchParams, setSearchParams] = useSearchParams();
  const adding = searchParams.get(ADD_PARAM) === '1';
  const [editing, setEditing] = useState<SellerProduct | null>(null);
  const [stockOf, setStockOf] = useState<SellerProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

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

      {products.length === 0 ? (
        <Text py="lg">
          Aucun produit pour le moment. Ajoutez votre premier produit, ou importez-les d’un fichier
          CSV.
        </Text>
      ) : (
        <ProductList
          products={products}
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          page={page}
          onPage={setPage}
          actions={(product) => (
            <ProductActions
              product={product}
              onEdit={setEditing}
              onStock={setStockOf}
              onChanged={refresh}
              onRemoved={refresh}
            />
          )}
        />
      )}

      <ProductDialog
        opened={adding || editing !== null}
        product={editing}
        categories={categories}
        onClose={closeProductDialog}
        onSaved={() => {
          closeProductDialog();
          refresh();
        }}
      />
      <StockDialog product={stockOf} onClose={() => setStockOf(null)} onUpdated={refresh} />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </Box>
  );
}

interface ProductListProps {
  products: SellerProduct[];
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  actions: (product: SellerProduct) => ReactNode;
}

/** Search box, the current page of the table (15 a page) and the pages. */
function ProductList({ products, search, onSearch, page, onPage, actions }: ProductListProps) {
  const found = products.filter((product) => matchesProductSearch(product, search));
  const pages = pageCount(found.length, SELLER_PRODUCTS_PAGE_SIZE);
  const current = Math.min(page, pages);
  return (
    <>
      <SearchField
        label="Rechercher un produit"
        placeholder="Nom, producteur, catégorie ou ID"
        value={search}
        onChange={onSearch}
        mb="xs"
      />
      <Text fz="sm" c="dimmed" mb="sm" role="status">
        {found.length === products.length
          ? `${products.length} produit${products.length > 1 ? 's' : ''}`
          : `${found.length} sur ${products.length} produits`}
      </Text>
      {found.length === 0 ? (
        <Text>Aucun produit ne correspond à votre recherche.</Text>
      ) : (
        <ProductsTable
          products={pageOf(found, current, SELLER_PRODUCTS_PAGE_SIZE)}
          caption="Produits de votre boutique"
          actions={actions}
        />
      )}
      {pages > 1 && (
        <Box component="nav" aria-label="Pages des produits" mt="md">
          <Pagination
            total={pages}
            value={current}
            onChange={onPage}
            size="sm"
            siblings={0}
            getItemProps={(number) => ({
              'aria-label': `Page ${number}`,
              'aria-current': number === current ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'Première page',
                previous: 'Page précédente',
                next: 'Page suivante',
                last: 'Dernière page',
              }[control],
            })}
          />
        </Box>
      )}
    </>
  );
}
