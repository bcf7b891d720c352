import { appContext } from '#app-context';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { ProfilePanel } from '../../features/profile/profile-panel.tsx';
import { profilePanelOperations } from '../../features/profile/profile-operations.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-settings-profile';

// 'Mon Profil' (spec section 3, issue 15 § 1): the seller's own details, with the shop's history
// of their changes.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { profile } = context.get(appContext).services;
  const [saved, history] = await Promise.all([profile.get(account), profile.history(account)]);
  return { saved, history, today: new Date().toISOString().slice(0, 10) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, profilePanelOperations);

export default function SellerProfilePanel({ loaderData }: Route.ComponentProps) {
  return (
    <ProfilePanel
      {...loaderData}
      names="full"
      description="Vos coordonnées personnelles, visibles de vous seul et de l’équipe."
    />
  );
}
