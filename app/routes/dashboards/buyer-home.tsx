import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import {
  OrderLines,
  OverviewCard,
  OverviewScreen,
} from '../../features/dashboard-ui/overview-card.tsx';
import { NotificationList } from '../../features/notifications/notification-list.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { BUYER_HOME_TITLE } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/buyer-home';

// The buyer's home: orders on their way, the last purchases, and the unread notifications.

export const meta = orderScreenMeta(BUYER_HOME_TITLE);

const SHOWN = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { orders, notifications } = context.get(appContext).services;
  const [waiting, inProgress, latest, notices] = await Promise.all([
    orders.pageForBuyer(account, { page: 1, status: 'En attente', search: '' }),
    orders.pageForBuyer(account, { page: 1, status: 'En cours', search: '' }),
    orders.pageForBuyer(account, { page: 1, status: null, search: '' }),
    // Unread first: the first page holds those to show.
    notifications.page(account, 1),
  ]);
  return {
    ongoing: [...inProgress.orders, ...waiting.orders].slice(0, SHOWN),
    ongoingTotal: inProgress.total + waiting.total,
    latest: latest.orders.slice(0, SHOWN),
    unread: {
      notifications: notices.notifications.filter((notice) => !notice.read).slice(0, SHOWN),
      total: notices.unread,
    },
  };
}

export default function BuyerHome({ loaderData }: Route.ComponentProps) {
  const { ongoing, ongoingTotal, latest, unread } = loaderData;
  const root = `/acheteur-dashboard/${useParams().id}`;
  return (
    <OverviewScreen title={BUYER_HOME_TITLE}>
      <OverviewCard
        title={`Commandes en cours (${ongoingTotal})`}
        more={{ to: `${root}/commandes`, label: 'Suivre mes commandes' }}
      >
        <OrderLines orders={ongoing} empty="Aucune commande en cours." />
      </OverviewCard>
      <OverviewCard
        title="Derniers achats"
        more={{ to: `${root}/mesAchats`, label: 'Voir tous mes achats' }}
      >
        <OrderLines orders={latest} empty="Vous n’avez encore rien acheté." />
      </OverviewCard>
      <OverviewCard
        title={`Notifications non lues (${unread.total})`}
        more={{ to: `${root}/notifications`, label: 'Toutes les notifications' }}
      >
        {unread.total === 0 ? (
          <Text c="dimmed">Rien de nouveau.</Text>
        ) : (
          <NotificationList notifications={unread.notifications} root={root} />
        )}
      </OverviewCard>
    </OverviewScreen>
  );
}
