import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import { searchParam } from '#common/list-pages.ts';
import { formatFcfa } from '#common/money.ts';
import { orderListSearch } from '#common/order-lists.ts';
import { productListSearch, type SellerProduct } from '#common/seller-products.ts';
import { ListSearchForm } from '../../features/dashboard-ui/list-controls.tsx';
import { OrderLines, OverviewCard } from '../../features/dashboard-ui/overview-card.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SELLER_SEARCH_LABEL } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/seller-search';

// The seller top bar's search (`recherche?q=`): the first products and orders that match, each
// list leading to its own screen with the same search, where the rest is paged and handled.

export const meta = orderScreenMeta('Recherche');

const SHOWN = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const search = searchParam(new URL(request.url).searchParams);
  if (!search) return { search, results: null };
  const { orders, sellerProducts } = context.get(appContext).services;
  const [products, boutiqueOrders] = await Promise.all([
    sellerProducts.page(account, { page: 1, search }),
    orders.pageForBoutique(account, { page: 1, status: null, search }),
  ]);
  return {
    search,
    results: {
      products: { found: products.products.slice(0, SHOWN), total: products.total },
      orders: { found: boutiqueOrders.orders.slice(0, SHOWN), total: boutiqueOrders.total },
    },
  };
}

export default function SellerSearch({ loaderData }: Route.ComponentProps) {
  const { search, results } = loaderData;
  const root = `/vendeur-dashboard/${useParams().id}`;
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Recherche
      </Title>
      <ListSearchForm
        search={search}
        label={SELLER_SEARCH_LABEL}
        placeholder="Nom d’un produit, numéro de commande…"
      />
      {results && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <OverviewCard
            title={`Produits (${results.products.total})`}
            more={{
              to: `${root}/products${productListSearch({ page: 1, search })}`,
              label: 'Ouvrir dans Produits',
            }}
          >
            <ProductLines products={results.products.found} />
          </OverviewCard>
          <OverviewCard
            title={`Commandes (${results.orders.total})`}
            more={{
              to: `${root}/orders${orderListSearch({ page: 1, status: null, search })}`,
              label: 'Ouvrir dans Commandes',
            }}
          >
            <OrderLines orders={results.orders.found} empty="Aucune commande ne correspond." />
          </OverviewCard>
        </SimpleGrid>
      )}
    </Box>
  );
}

/** A few products, one line each: name and category, price and stock. */
function ProductLines({ products }: { products: SellerProduct[] }) {
  if (products.length === 0) return <Text c="dimmed">Aucun produit ne correspond.</Text>;
  return products.map((offer) => (
    <Group key={offer.id} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={700} fz="sm" truncate="end">
          {offer.product.name}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end">
          {offer.product.categorie.nom}
          {offer.active ? '' : ' · hors vente'}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatFcfa(offer.price)}
        </Text>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Stock : {offer.stockDisponible}
        </Text>
      </Stack>
    </Group>
  ));
}
