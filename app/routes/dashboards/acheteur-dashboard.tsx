import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { BUYER_MENU } from '../../features/session/dashboard-menus.ts';
import { DashboardShell } from '../../features/session/dashboard-shell.tsx';
import { useBrandName } from '../../features/use-brand-name.ts';
import type { Route } from './+types/acheteur-dashboard';

/** The guard, on the server: only the buyer whose dashboard this is sees it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

/** The buyer dashboard (spec section 2): its menu around the current screen. */
export default function AcheteurDashboard() {
  const brandName = useBrandName();
  return (
    <DashboardShell
      base="acheteur-dashboard"
      heading={`${brandName} - Mon espace`}
      menuLabel="Menu acheteur"
      menu={BUYER_MENU}
    />
  );
}
