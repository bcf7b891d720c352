import { BUYER_MENU } from '../../features/session/dashboard-menus.ts';
import { DashboardShell } from '../../features/session/dashboard-shell.tsx';
import { useBrandName } from '../../features/use-brand-name.ts';

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
