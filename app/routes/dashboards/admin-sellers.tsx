import { Box, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import { accountTableQuery } from '#common/account-admin.ts';
import { refusal } from '../../features/account-admin/account-decisions.ts';
import { AccountTable } from '../../features/account-admin/account-table.tsx';
import { ApprovalFilter } from '../../features/account-admin/approval-filter.tsx';
import { BoutiqueReview } from '../../features/account-admin/boutique-review.tsx';
import { ReasonDialog, type ReasonRequest } from '../../features/dashboard-ui/reason-dialog.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-sellers';

// The back-office's sellers (spec section 9, issue 14): one page of the table read on the
// server, the boutiques awaiting approval (`?validation=En attente`) approved or refused here.

export const meta = orderScreenMeta('Vendeurs');

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireDashboardAccount(context, request);
  const query = accountTableQuery(new URL(request.url).searchParams);
  return context.get(appContext).services.accountAdmin.sellers(admin, query);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ accountAdmin }) => Object.values(accountAdmin));

export default function AdminSellers({ loaderData: page }: Route.ComponentProps) {
  const root = `/admin/${useParams().id}`;
  const reviews = useActionFetcher('Action impossible');
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  return (
    <Box component="main">
      <Stack gap="sm">
        <Box>
          <Title order={1} fz={26}>
            Vendeurs
          </Title>
          <Text c="dimmed">Les vendeurs, leur boutique et les commandes qu’elle a reçues</Text>
        </Box>
        <ApprovalFilter current={page.query.approval} />
        <AccountTable
          page={page}
          kind="vendeurs"
          accountHref={(row) => `${root}/comptes/${row.id}`}
          review={(boutique) => (
            <BoutiqueReview
              boutique={boutique}
              actions={reviews}
              onRefuse={(refused) => setAsking(refusal(refused))}
            />
          )}
        />
      </Stack>
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </Box>
  );
}
