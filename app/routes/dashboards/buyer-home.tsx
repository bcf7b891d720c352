import { Text } from '@mantine/core';
import { useParams, useRouteLoaderData } from 'react-router';
import { appContext } from '#app-context';
import {
  OrderLines,
  OverviewCard,
  OverviewScreen,
} from '../../features/dashboard-ui/overview-card.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { BUYER_HOME_TITLE } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/buyer-home';
import type { loader as layoutLoader } from './acheteur-dashboard.tsx';

// The buyer's home: orders on their way, the last purchases, and what needs a look.

export const meta = orderScreenMeta(BUYER_HOME_TITLE);

const SHOWN = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { orders } = context.get(appContext).services;
  const [waiting, inProgress, latest] = await Promise.all([
    orders.pageForBuyer(account, { page: 1, status: 'En attente', search: '' }),
    orders.pageForBuyer(account, { page: 1, status: 'En cours', search: '' }),
    orders.pageForBuyer(account, { page: 1, status: null, search: '' }),
  ]);
  return {
    ongoing: [...inProgress.orders, ...waiting.orders].slice(0, SHOWN),
    ongoingTotal: inProgress.total + waiting.total,
    latest: latest.orders.slice(0, SHOWN),
  };
}

export default function BuyerHome({ loaderData }: Route.ComponentProps) {
  const { ongoing, ongoingTotal, latest } = loaderData;
  // What waits for the buyer is the layout's (its bell): read there, not queried again.
  const notices =
    useRouteLoaderData<typeof layoutLoader>('DashboardAcheteur')?.owner.attention ?? [];
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
        title="Notifications"
        more={{ to: `${root}/notifications`, label: 'Toutes les notifications' }}
      >
        {notices.length === 0 ? (
          <Text c="dimmed">Rien de nouveau.</Text>
        ) : (
          notices.map((item) => <Text key={item.label}>{item.label}</Text>)
        )}
      </OverviewCard>
    </OverviewScreen>
  );
}
