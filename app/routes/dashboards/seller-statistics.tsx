import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { StatCard } from '../../../common/seller-stats.ts';
import { LoadingBlock, RetryAlert } from '../../features/dashboard-ui/load-states.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { SalesChart } from '../../features/seller-stats/sales-chart.tsx';
import { StatCards } from '../../features/seller-stats/stat-cards.tsx';
import { StatDetailModal } from '../../features/seller-stats/stat-detail-modal.tsx';
import {
  Clients,
  ImportantNotifications,
  PopularProducts,
} from '../../features/seller-stats/stats-panels.tsx';
import { useSellerStats } from '../../features/seller-stats/use-seller-stats.ts';
import { useSession } from '../../features/session/session-store.ts';

// The seller's 'Tableau de bord' (spec section 2, both variants in one screen), computed by the
// server from the boutique's orders: the four figures and their orders, the alerts, the sales
// over time, popular products and clients.

export const meta = orderScreenMeta('Tableau de bord');

export default function SellerStatistics() {
  const name = useSession()?.name;
  const { id } = useParams();
  const { stats, error, pending, period, choosePeriod, retry } = useSellerStats();
  const [openCard, setOpenCard] = useState<StatCard | null>(null);

  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Tableau de bord
      </Title>
      {/* A name of 100 characters may hold no space: it wraps rather than widen the page. */}
      <Text c="dimmed" mb="md" data-testid="welcome" style={{ overflowWrap: 'anywhere' }}>
        {name ? `Bienvenue, ${name} !` : 'Bienvenue !'} Voici l&apos;activité de votre boutique.
      </Text>

      {!stats && pending && <LoadingBlock label="Chargement du tableau de bord…" />}
      {!stats && !pending && error && (
        <RetryAlert title="Tableau de bord indisponible" message={error} onRetry={retry} />
      )}

      {stats && (
        <Stack gap="md">
          <StatCards cards={stats.cards} onOpen={setOpenCard} />
          {error && !pending && (
            <RetryAlert title="Mise à jour impossible" message={error} onRetry={retry} />
          )}
          <ImportantNotifications
            notifications={stats.notifications}
            root={`/vendeur-dashboard/${id}`}
          />
          <SalesChart
            sales={stats.sales}
            shownPeriod={stats.period}
            period={period}
            onPeriodChange={choosePeriod}
            pending={pending}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PopularProducts products={stats.popularProducts} />
            <Clients total={stats.totalClients} recent={stats.recentClients} />
          </SimpleGrid>
          <StatDetailModal card={openCard} stats={stats} onClose={() => setOpenCard(null)} />
        </Stack>
      )}
    </Box>
  );
}
