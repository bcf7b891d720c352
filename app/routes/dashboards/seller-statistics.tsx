import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigation, useParams, useSearchParams } from 'react-router';
import { appContext } from '#app-context';
import { statsQuerySchema, type StatCard, type StatsPeriod } from '#common/seller-stats.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { SalesChart } from '../../features/seller-stats/sales-chart.tsx';
import { StatCards } from '../../features/seller-stats/stat-cards.tsx';
import { StatDetailModal } from '../../features/seller-stats/stat-detail-modal.tsx';
import {
  Clients,
  ImportantNotifications,
  PopularProducts,
} from '../../features/seller-stats/stats-panels.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-statistics';

// The seller's 'Tableau de bord' (spec section 2, both variants in one screen), computed by the
// server from the boutique's orders in SQL and rendered with the page: the four figures and
// their latest orders, the alerts, the sales over time (`?periode=`), popular products, clients.

export const meta = orderScreenMeta('Tableau de bord');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const query = statsQuerySchema.safeParse({
    periode: new URL(request.url).searchParams.get('periode') ?? undefined,
  });
  const period: StatsPeriod = query.success ? query.data.periode : '30j';
  const stats = await context.get(appContext).services.sellerStats.forBoutique(account, period);
  return { stats, sellerName: account.userName };
}

export default function SellerStatistics({ loaderData }: Route.ComponentProps) {
  const { stats, sellerName } = loaderData;
  const { id } = useParams();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const [openCard, setOpenCard] = useState<StatCard | null>(null);
  // The period asked for while its figures come; the chart dims until they are there.
  const asked = navigation.location
    ? new URLSearchParams(navigation.location.search).get('periode')
    : null;
  const pending = navigation.state === 'loading' && asked !== null;

  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Tableau de bord
      </Title>
      {/* A name of 100 characters may hold no space: it wraps rather than widen the page. */}
      <Text c="dimmed" mb="md" data-testid="welcome" style={{ overflowWrap: 'anywhere' }}>
        {sellerName ? `Bienvenue, ${sellerName} !` : 'Bienvenue !'} Voici l’activité de votre
        boutique.
      </Text>
      <Stack gap="md">
        <StatCards cards={stats.cards} onOpen={setOpenCard} />
        <ImportantNotifications
          notifications={stats.notifications}
          root={`/vendeur-dashboard/${id}`}
        />
        <SalesChart
          sales={stats.sales}
          shownPeriod={stats.period}
          period={pending ? (asked as StatsPeriod) : stats.period}
          onPeriodChange={(period) =>
            setSearchParams({ periode: period }, { preventScrollReset: true, replace: true })
          }
          pending={pending}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PopularProducts products={stats.popularProducts} />
          <Clients total={stats.totalClients} recent={stats.recentClients} />
        </SimpleGrid>
        <StatDetailModal
          card={openCard}
          stats={stats}
          ordersPath={`/vendeur-dashboard/${id}/orders`}
          onClose={() => setOpenCard(null)}
        />
      </Stack>
    </Box>
  );
}
