import { Text } from '@mantine/core';
import { useParams, useRouteLoaderData } from 'react-router';
import { appContext } from '#app-context';
import { formatFcfa } from '#common/money.ts';
import {
  OrderLines,
  OverviewCard,
  OverviewScreen,
} from '../../features/dashboard-ui/overview-card.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { ReviewsToAnswer } from '../../features/reviews/answer-reviews.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SELLER_HOME_TITLE } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/seller-home';
import type { loader as layoutLoader } from './vendeur-dashboard.tsx';

// The seller's home: what to do today (orders waiting, stock running out, reviews to answer)
// and how the last seven days went, each leading to the screen where it is handled.

export const meta = orderScreenMeta(SELLER_HOME_TITLE);

const SHOWN = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { orders, sellerStats, reviews } = context.get(appContext).services;
  const [waiting, weekSales, unanswered] = await Promise.all([
    orders.pageForBoutique(account, { page: 1, status: 'En attente', search: '' }),
    sellerStats.salesTotal(account, '7j'),
    reviews.unanswered(account, SHOWN),
  ]);
  return {
    waiting: { orders: waiting.orders.slice(0, SHOWN), total: waiting.total },
    weekSales,
    unanswered,
  };
}

/** The shop's public answer to a review of its products. */
export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ reviews }) => [reviews.answer]);

export default function SellerHome({ loaderData }: Route.ComponentProps) {
  const { waiting, weekSales, unanswered } = loaderData;
  // What waits for the seller is the layout's (its bell): read there, not queried again.
  const layout = useRouteLoaderData<typeof layoutLoader>('DashboardVendeur');
  const lowStock = (layout?.owner.attention ?? []).filter((item) => item.to === 'products');
  const root = `/vendeur-dashboard/${useParams().id}`;
  return (
    <OverviewScreen title={SELLER_HOME_TITLE}>
      <OverviewCard
        title={`Commandes à traiter (${waiting.total})`}
        more={{ to: `${root}/orders?statut=En+attente`, label: 'Gérer les commandes' }}
      >
        <OrderLines orders={waiting.orders} empty="Aucune commande n’attend votre traitement." />
      </OverviewCard>
      <OverviewCard title="Stock bas" more={{ to: `${root}/products`, label: 'Gérer le stock' }}>
        {lowStock.length === 0 ? (
          <Text c="dimmed">Aucun produit ne manque.</Text>
        ) : (
          lowStock.map((item) => <Text key={item.label}>{item.label}</Text>)
        )}
      </OverviewCard>
      <OverviewCard
        title="Ventes des 7 derniers jours"
        more={{ to: `${root}/statistics?periode=7j`, label: 'Voir le tableau de bord' }}
      >
        <Text fz={28} fw={700} data-testid="week-sales">
          {formatFcfa(weekSales)}
        </Text>
        <Text fz="sm" c="dimmed">
          Commandes payées, livrées ces 7 derniers jours
        </Text>
      </OverviewCard>
      <ReviewsToAnswer {...unanswered} />
    </OverviewScreen>
  );
}
