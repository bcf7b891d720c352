import { Box } from '@mantine/core';
import {
  loadAccountSecurity,
  securityPanelOperations,
} from '../../features/account-security/account-security-action.server.ts';
import { AccountSecurityPanel } from '../../features/account-security/account-security-panel.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-security';

// The back-office's 'Sécurité' (issue 19): the admin's own password, two-factor sign-in (which
// the back-office asks every admin to turn on), sessions, export and deletion of the account.

export const meta = orderScreenMeta('Sécurité du compte');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return { overview: await loadAccountSecurity(context, account) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, (operations) =>
    securityPanelOperations(operations, { withPassword: true }),
  );

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  return (
    <Box component="main">
      <AccountSecurityPanel overview={loaderData.overview} />
    </Box>
  );
}
