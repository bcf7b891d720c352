import { appContext } from '#app-context';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { TeamPanel } from '../../features/shop-team/team-panel.tsx';
import type { Route } from './+types/seller-settings-user-roles';

// 'Gestion des utilisateurs et rôles' (issue 19): the boutique's team, read by its members and
// changed by its Admins.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return context.get(appContext).services.shopTeam.view(account);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ shopTeam }) => [
    shopTeam.invite,
    shopTeam.changeRole,
    shopTeam.remove,
  ]);

export default function UserRolesPanel({ loaderData }: Route.ComponentProps) {
  return <TeamPanel team={loaderData} />;
}
