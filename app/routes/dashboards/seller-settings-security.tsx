import {
  loadAccountSecurity,
  securityPanelOperations,
} from '../../features/account-security/account-security-action.server.ts';
import { AccountSecurityPanel } from '../../features/account-security/account-security-panel.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-settings-security';

// 'Sécurité et confidentialité' (spec section 3, issue 19): password, two-factor sign-in,
// sessions, what the boutique page shows of the seller, the account's export and deletion.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return { overview: await loadAccountSecurity(context, account) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, (operations) =>
    securityPanelOperations(operations, { withPassword: true }),
  );

export default function SellerSecurityPanel({ loaderData }: Route.ComponentProps) {
  return <AccountSecurityPanel overview={loaderData.overview} />;
}
