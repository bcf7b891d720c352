import { ActionIcon, Indicator, Text } from '@mantine/core';
import { IconBuildingStore, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import { cartCount } from '#common/cart.ts';
import { teamDashboardRoot } from '#common/session.ts';
import { useCart } from '../../features/cart/cart-store.ts';
import { photoAt } from '../../features/profile/photo-field.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { BUYER_MENU } from '../../features/session/dashboard-menus.ts';
import { DashboardShell, OwnerProfile } from '../../features/session/dashboard-shell.tsx';
import { useBrandName } from '../../features/use-brand-name.ts';
import { layoutShouldRevalidate } from '../../features/session/layout-revalidation.ts';
import { OWN_CHROME } from '../../root-data.ts';
import type { Route } from './+types/acheteur-dashboard';

/** The guard, on the server: only the buyer whose dashboard this is sees it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { attention, profile } = context.get(appContext).services;
  const [needs, photoUrl] = await Promise.all([
    attention.forAccount(account),
    profile.photo(account),
  ]);
  // A member of a boutique's team reaches its dashboard from here (decision 032).
  const team = account.team && {
    name: account.team.boutiqueName,
    to: `${teamDashboardRoot(account.team.boutiqueTenantId)}/statistics`,
  };
  return {
    owner: { name: account.userName, attention: needs, photo: photoAt(photoUrl, 48) },
    team,
  };
}

/** The buyer dashboard (spec section 2): its top bar and menu around the current screen. */
export const shouldRevalidate = layoutShouldRevalidate;
export const handle = OWN_CHROME;

export default function AcheteurDashboard({ loaderData }: Route.ComponentProps) {
  const brandName = useBrandName();
  const { owner, team } = loaderData;
  return (
    <DashboardShell
      base="acheteur-dashboard"
      heading={brandName}
      menuLabel="Menu acheteur"
      menu={BUYER_MENU}
      owner={owner}
      search={{ action: 'mesAchats', label: 'Rechercher dans vos achats' }}
      icons={
        <>
          {team && (
            <ActionIcon
              component={Link}
              to={team.to}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Tableau de bord de la boutique ${team.name}`}
              title={`Boutique ${team.name}`}
            >
              <IconBuildingStore size={22} aria-hidden />
            </ActionIcon>
          )}
          <CartIcon />
        </>
      }
      profile={<OwnerProfile name={owner.name} role="Client" photo={owner.photo} />}
      footer={() => (
        <Text component="footer" fz="xs" c="dimmed" ta="center" mt="xl">
          © {new Date().getFullYear()} {brandName}. Tous droits réservés.
        </Text>
      )}
    />
  );
}

function CartIcon() {
  const count = cartCount(useCart());
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Panier : ${count} article${count > 1 ? 's' : ''}`}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
