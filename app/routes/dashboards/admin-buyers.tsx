import { Box, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import { accountTableQuery } from '#common/account-admin.ts';
import { AccountTable } from '../../features/account-admin/account-table.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-buyers';

// The back-office's buyers (spec section 9, issue 14): one page of the table read on the server;
// each buyer's page (its orders, suspension) is a link away.

export const meta = orderScreenMeta('Acheteurs');

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireDashboardAccount(context, request);
  const query = accountTableQuery(new URL(request.url).searchParams);
  return context.get(appContext).services.accountAdmin.buyers(admin, query);
}

export default function AdminBuyers({ loaderData: page }: Route.ComponentProps) {
  const root = `/admin/${useParams().id}`;
  return (
    <Box component="main">
      <Stack gap="sm">
        <Box>
          <Title order={1} fz={26}>
            Acheteurs
          </Title>
          <Text c="dimmed">Les acheteurs et les commandes qu’ils ont passées</Text>
        </Box>
        <AccountTable
          page={page}
          kind="acheteurs"
          accountHref={(row) => `${root}/comptes/${row.id}`}
        />
      </Stack>
    </Box>
  );
}
