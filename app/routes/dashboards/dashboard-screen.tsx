import { Box, Text, Title } from '@mantine/core';
import { useLocation, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { dashboardScreenTitle } from '../../features/session/dashboard-menus.ts';
import { pageMeta } from '../../features/page-meta.ts';
import type { loader as rootLoader } from '../../root.tsx';

// Every seller and buyer dashboard screen until its own issue builds it: its title and an
// honest line, never sample data.

export function meta({ location, matches }: MetaArgs<unknown, { root: typeof rootLoader }>) {
  const brandName = matches[0]?.loaderData?.brandName ?? 'Baobab';
  return pageMeta({
    title: `${dashboardScreenTitle(location.pathname)} — ${brandName}`,
    description: `Votre espace personnel sur ${brandName}.`,
    brandName,
    noindex: true,
  });
}

/**
 * Each screen checks the session again: moving between the screens of a dashboard runs only
 * the new screen's loader, and a session ended meanwhile must lose access there.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

export default function DashboardScreen() {
  const { pathname } = useLocation();
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="sm">
        {dashboardScreenTitle(pathname)}
      </Title>
      <Text c="dimmed">Cet écran arrive bientôt.</Text>
    </Box>
  );
}
