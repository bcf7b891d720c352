import { Box, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { WRAPPING_LABEL } from '../../components/wrapping-label.ts';
import { appContext } from '#app-context';
import { BoutiqueApprovalBanner } from '../../features/account-admin/boutique-approval-banner.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SELLER_MENU, SELLER_SEARCH_LABEL } from '../../features/session/dashboard-menus.ts';
import { DashboardShell } from '../../features/session/dashboard-shell.tsx';
import { useBrandName } from '../../features/use-brand-name.ts';
import { layoutShouldRevalidate } from '../../features/session/layout-revalidation.ts';
import { OWN_CHROME } from '../../root-data.ts';
import type { Route } from './+types/vendeur-dashboard';

/** The bottom bar's shortcuts (spec section 2); « Ajouter un produit » opens the add dialog. */
const SHORTCUTS = [
  { label: 'Ajouter un produit', path: 'products?ajouter=1', primary: true },
  { label: 'Gérer le stock', path: 'products', primary: false },
  { label: 'Gérer les commandes', path: 'orders', primary: false },
] as const;

/** The guard, on the server: only the seller whose dashboard this is sees it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  // The bell lists the owner's work; a member of the team (decision 032) would get their own
  // buyer space's items, whose links lead nowhere here.
  const { attention } = context.get(appContext).services;
  const [items, pendingApproval] =
    account.typeCompte === 'VENDEUR'
      ? await Promise.all([attention.forAccount(account), attention.pendingApproval(account)])
      : [[], null];
  return { owner: { name: account.userName, attention: items }, pendingApproval };
}

/** The seller layout (spec section 2): '{brand} - Vendeur', side menu and bottom bar. */
export const shouldRevalidate = layoutShouldRevalidate;
export const handle = OWN_CHROME;

export default function VendeurDashboard({ loaderData }: Route.ComponentProps) {
  const brandName = useBrandName();
  return (
    <DashboardShell
      base="vendeur-dashboard"
      heading={`${brandName} - Vendeur`}
      menuLabel="Menu vendeur"
      menu={SELLER_MENU}
      owner={loaderData.owner}
      search={{ action: 'recherche', label: SELLER_SEARCH_LABEL }}
      notice={(root) =>
        loaderData.pendingApproval && (
          <BoutiqueApprovalBanner
            pending={loaderData.pendingApproval}
            storeSettingsPath={`${root}/settings/store-settings`}
          />
        )
      }
      footer={(root) => (
        // Stays at the bottom of a phone's screen, where the thumb is; after the screen on wider ones.
        <Box
          pos={{ base: 'sticky', sm: 'static' }}
          bottom={0}
          bg="dark.8"
          mt="xl"
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-dark-5)', zIndex: 140 }}
        >
          <Group
            component="nav"
            aria-label="Raccourcis vendeur"
            justify="center"
            gap="xs"
            wrap="nowrap"
          >
            {SHORTCUTS.map(({ label, path, primary }) => (
              <Button
                key={label}
                component={Link}
                to={`${root}/${path}`}
                size="compact-sm"
                variant={primary ? 'filled' : 'default'}
                h="auto"
                py={4}
                // Widths follow the labels, never narrower than their longest word: on a
                // 320–360-px phone « commandes » needs more room than « stock ».
                flex="1 1 auto"
                miw="min-content"
                // Three shortcuts share a 360-px row: their labels wrap.
                styles={WRAPPING_LABEL}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Box>
      )}
    />
  );
}
