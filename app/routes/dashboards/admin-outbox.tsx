import { Box, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { OutboxList } from '../../features/outbox/outbox-list.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-outbox';

// The back-office's 'E-mails' (issue 20, decision 034): the messages that failed every try, each
// sent again with « Renvoyer » (the outbox's operation), and the latest ones whatever became of
// them. The service checks the admin role itself, for the list and for the resend.

export const meta = orderScreenMeta('E-mails du site');

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireDashboardAccount(context, request);
  return context.get(appContext).services.outbox.overview(admin);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ outbox }) => [outbox.resend]);

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { failed, recent, waiting } = loaderData;
  const actions = useActionFetcher('Message non renvoyé');
  return (
    <Box component="main">
      <Title order={1} fz={26} mb={4}>
        E-mails du site
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Chaque e-mail est tenté plusieurs fois, à intervalles croissants, avant d’être marqué en
        échec. {waiting} en attente d’envoi.
      </Text>
      <Stack gap="lg">
        <section>
          <Title order={2} fz={20} mb="sm">
            En échec ({failed.length})
          </Title>
          <OutboxList
            entries={failed}
            actions={actions}
            empty="Aucun e-mail en échec."
            label="E-mails en échec"
          />
        </section>
        <section>
          <Title order={2} fz={20} mb="sm">
            Derniers e-mails
          </Title>
          <OutboxList
            entries={recent}
            actions={actions}
            empty="Aucun e-mail pour le moment."
            label="Derniers e-mails"
          />
        </section>
      </Stack>
    </Box>
  );
}
