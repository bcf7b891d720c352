import { Text } from '@mantine/core';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-settings-delivery';

// Placeholder replaced by this panel's work (issue 15).

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

export default function Panel() {
  return <Text c="dimmed">Cet écran arrive bientôt.</Text>;
}
