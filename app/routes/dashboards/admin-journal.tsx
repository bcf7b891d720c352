import { Box, Stack, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { journalQuery } from '#common/audit-journal.ts';
import { JournalFilters } from '../../features/audit/journal-filters.tsx';
import { JournalTable } from '../../features/audit/journal-table.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-journal';

// The back-office's 'Journal' (issue 14): every admin action, newest first, filtered and
// searched in the address, one page read from the server.

export const meta = orderScreenMeta('Journal');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  const query = journalQuery(new URL(request.url).searchParams);
  return { page: await context.get(appContext).services.audit.page(query) };
}

export default function AdminJournal({ loaderData }: Route.ComponentProps) {
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Journal
      </Title>
      <Stack gap="lg">
        <JournalFilters page={loaderData.page} />
        <JournalTable page={loaderData.page} />
      </Stack>
    </Box>
  );
}
