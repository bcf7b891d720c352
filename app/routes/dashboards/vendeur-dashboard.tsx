import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SELLER_MENU } from '../../features/session/dashboard-menus.ts';
import { DashboardShell } from '../../features/session/dashboard-shell.tsx';
import { useBrandName } from '../../features/use-brand-name.ts';
import type { Route } from './+types/vendeur-dashboard';

/** The guard, on the server: only the seller whose dashboard this is sees it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

/** The seller layout (spec section 2): '{brand} - Vendeur', side menu and bottom bar. */
export default function VendeurDashboard() {
  const brandName = useBrandName();
  return (
    <DashboardShell
      base="vendeur-dashboard"
      heading={`${brandName} - Vendeur`}
      menuLabel="Menu vendeur"
      menu={SELLER_MENU}
      footer={(root) => (
        <Group
          component="nav"
          aria-label="Raccourcis vendeur"
          justify="center"
          gap="xs"
          mt="xl"
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}
        >
          {/* Opens the products screen's add dialog (it reads `?ajouter=1`). */}
          <Button component={Link} to={`${root}/products?ajouter=1`} size="sm">
            Ajouter un produit
          </Button>
          <Button component={Link} to={`${root}/products`} size="sm" variant="default">
            Gérer le stock
          </Button>
          <Button component={Link} to={`${root}/orders`} size="sm" variant="default">
            Gérer les commandes
          </Button>
        </Group>
      )}
    />
  );
}
