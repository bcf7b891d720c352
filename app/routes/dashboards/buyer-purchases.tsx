import { Box, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SearchField } from '../../features/dashboard-ui/search-field.tsx';
import { CancelOrderButton } from '../../features/orders/order-actions.tsx';
import { orderColumns } from '../../features/orders/order-columns.tsx';
import { matchesOrderSearch } from '../../features/orders/order-format.ts';
import { OrderModal } from '../../features/orders/order-modal.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrdersTable } from '../../features/orders/orders-table.tsx';
import { OrdersView } from '../../features/orders/orders-view.tsx';
import { useOrderScreen } from '../../features/orders/use-orders.ts';

// 'Mes Achats' (spec section 2, purchase history): search box, table, detail pop-up.

export const meta = orderScreenMeta('Mes Achats');

const COLUMNS = orderColumns('date', 'products', 'quantity', 'price', 'status');

export default function BuyerPurchases() {
  const { load, retry, replace, selected, select } = useOrderScreen('/api/commandes/mes-commandes');
  const [search, setSearch] = useState('');
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Mes Achats
      </Title>
      <OrdersView load={load} retry={retry} withShopLink>
        {(orders) => {
          const found = orders.filter((order) => matchesOrderSearch(order, search));
          return (
            <>
              <SearchField
                label="Rechercher un achat"
                placeholder="Numéro de commande ou produit"
                value={search}
                onChange={setSearch}
              />
              {found.length === 0 ? (
                <Text role="status">Aucun achat ne correspond à votre recherche.</Text>
              ) : (
                <OrdersTable
                  orders={found}
                  caption="Mes achats"
                  columns={COLUMNS}
                  onOpen={select}
                />
              )}
            </>
          );
        }}
      </OrdersView>
      <OrderModal
        order={selected}
        audience="acheteur"
        onClose={() => select(null)}
        actions={selected && <CancelOrderButton order={selected} onUpdated={replace} />}
      />
    </Box>
  );
}
