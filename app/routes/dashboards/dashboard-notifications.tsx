import { Box, Button, Group, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { appContext } from '#app-context';
import { notificationPageSearch, parseNotificationPage } from '#common/notifications.ts';
import { countOf } from '#common/counts.ts';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { runNotificationAction } from '../../features/notifications/notification-actions.server.ts';
import { NOTIFICATION_INTENTS } from '../../features/notifications/notification-intents.ts';
import { NotificationList } from '../../features/notifications/notification-list.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/dashboard-notifications';

// 'Notifications' of the buyer (spec section 2) and of the seller (issue 19), one screen: what
// happened to their orders (a shop's also its stock and reviews), unread first, a page at a
// time; each one or all of them marked read. The bell counts the unread ones.

export const meta = orderScreenMeta('Notifications');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const asked = parseNotificationPage(new URL(request.url).searchParams);
  return context.get(appContext).services.notifications.page(account, asked);
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireDashboardAccount(context, request);
  return runNotificationAction(context, account, await request.formData());
}

export default function DashboardNotifications({ loaderData: page }: Route.ComponentProps) {
  // The screen's dashboard: `/acheteur-dashboard/3` or `/vendeur-dashboard/3`.
  const root = useLocation().pathname.replace(/\/notifications\/?$/, '');
  const actions = useActionFetcher('Action impossible', { quietWhenDone: true });
  const markAll = () =>
    void actions.send({
      intent: NOTIFICATION_INTENTS.markAllRead,
      upToId: String(page.newestId),
    });
  return (
    <Box component="main">
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={1} fz={26}>
          Notifications
        </Title>
        {page.unread > 0 && (
          <Button
            variant="light"
            size="sm"
            loading={actions.isSending('intent', NOTIFICATION_INTENTS.markAllRead)}
            onClick={markAll}
          >
            Tout marquer comme lu
          </Button>
        )}
      </Group>
      <Text c="dimmed" mb="sm" aria-live="polite">
        {page.unread === 0
          ? 'Aucune notification non lue.'
          : countOf(page.unread, 'notification non lue', 'notifications non lues')}
      </Text>
      {page.total === 0 ? (
        <Text>Vous serez averti ici de la suite de vos commandes.</Text>
      ) : (
        <NotificationList notifications={page.notifications} root={root} actions={actions} />
      )}
      <ListPager page={page.page} pageCount={page.pageCount} hrefOf={notificationPageSearch} />
    </Box>
  );
}
