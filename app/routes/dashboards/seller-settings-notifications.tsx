import { appContext } from '#app-context';
import { PreferencesPanels } from '../../features/notification-preferences/preferences-panels.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-settings-notifications';

// 'Notifications et préférences' (spec section 2, settings panel 6; issue 19): which e-mails the
// seller gets and how often, the theme and the in-app alerts.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return context.get(appContext).services.notificationPreferences.view(account);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ notificationPreferences }) =>
    Object.values(notificationPreferences),
  );

export default function NotificationSettingsPanel({ loaderData }: Route.ComponentProps) {
  return <PreferencesPanels view={loaderData} />;
}
