import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { appContext } from '#app-context';
import {
  ADMIN_FIGURES,
  parseAdminOrderQuery,
  type AdminFigure,
  type AdminFigures,
} from '#common/admin-orders.ts';
import { formatFcfa } from '#common/money.ts';
import { countOf } from '#common/counts.ts';
import { NARROW_NO_BREAK_SPACE } from '#common/typography.ts';
import {
  OrderLines,
  OverviewCard,
  OverviewScreen,
} from '../../features/dashboard-ui/overview-card.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { ADMIN_HOME_TITLE } from '../../features/session/dashboard-menus.ts';
import type { Route } from './+types/admin-home';

// The back-office's home: the spec's three figure cards, computed from the orders in SQL
// (core/admin-stats), each leading to the orders behind it; then the latest orders.

export const meta = orderScreenMeta(ADMIN_HOME_TITLE);

const LATEST = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { adminStats, orders } = context.get(appContext).services;
  const [figures, latest] = await Promise.all([
    adminStats.figures(account),
    orders.pageForAdmin(account, parseAdminOrderQuery(new URLSearchParams())),
  ]);
  return { figures, latest: latest.rows.slice(0, LATEST) };
}

/** '+12 %' from the previous period's amount; nothing to compare with an empty period. */
function change(amount: number, previous: number): string {
  if (previous === 0) return '';
  const percent = Math.round(((amount - previous) / previous) * 100);
  return ` (${percent > 0 ? '+' : ''}${percent}${NARROW_NO_BREAK_SPACE}%)`;
}

function FigureCard({
  figure,
  value,
  root,
}: {
  figure: AdminFigure;
  value: AdminFigures[AdminFigure];
  root: string;
}) {
  const { title, help, compared } = ADMIN_FIGURES[figure];
  return (
    <OverviewCard
      title={title}
      more={{ to: `${root}/commandes${value.orders}`, label: 'Voir ces commandes' }}
    >
      <Text fz={28} fw={700} data-testid={`figure-${figure}`}>
        {formatFcfa(value.amount)}
      </Text>
      <Text fz="sm" data-testid={`figure-${figure}-count`}>
        {countOf(value.count, 'commande', 'commandes')}
      </Text>
      {value.previous && compared && (
        <Text fz="sm">
          Contre {formatFcfa(value.previous.amount)} {compared}
          {change(value.amount, value.previous.amount)}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {help}
      </Text>
    </OverviewCard>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { figures, latest } = loaderData;
  const root = `/admin/${useParams().id}`;
  return (
    <OverviewScreen title={ADMIN_HOME_TITLE}>
      {(Object.keys(ADMIN_FIGURES) as AdminFigure[]).map((figure) => (
        <FigureCard key={figure} figure={figure} value={figures[figure]} root={root} />
      ))}
      <OverviewCard
        title="Dernières commandes"
        more={{ to: `${root}/commandes`, label: 'Toutes les commandes' }}
      >
        <OrderLines orders={latest} empty="Aucune commande pour le moment." />
      </OverviewCard>
    </OverviewScreen>
  );
}
