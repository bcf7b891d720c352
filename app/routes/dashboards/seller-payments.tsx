import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { appContext } from '#app-context';
import { formatFrenchDate } from '#common/french-format.ts';
import { listSearch, pageParam } from '#common/list-pages.ts';
import { formatFcfa } from '#common/money.ts';
import {
  monthLabel,
  PAYMENT_ORDER_STATES,
  statementPath,
  type PaymentOrder,
  type SellerPayments as Payments,
} from '#common/seller-payments.ts';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/seller-payments';

// The boutique's « Paiements » (issue 46 §3), phone first: what the ledger says it is owed
// (pending, available, paid out), when held money becomes available, each order's gross,
// commission, delivery fee and net, and the monthly statements as CSV and PDF.

export const meta = orderScreenMeta('Paiements');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  return context.get(appContext).services.sellerPayments.overview(account, page);
}

const longDate = (at: string) => formatFrenchDate(at, { month: 'long' });

function BalanceCard({ title, amount, detail }: { title: string; amount: number; detail: string }) {
  return (
    <Card withBorder padding="md">
      <Text fz="sm" fw={700}>
        {title}
      </Text>
      <Text fz={24} fw={700}>
        {formatFcfa(amount)}
      </Text>
      <Text fz="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

function NextPayout({ payments }: { payments: Payments }) {
  const { nextAvailableAt, holdDays, payoutMinimum } = payments;
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb={4}>
        Prochaine disponibilité
      </Title>
      <Text fz="sm" data-testid="next-available">
        {nextAvailableAt
          ? `Le ${longDate(nextAvailableAt)}, la première commande en période de garantie devient disponible.`
          : 'Aucune commande livrée n’est en période de garantie.'}
      </Text>
      <Text fz="sm" c="dimmed">
        {`Une commande payée en ligne devient disponible ${holdDays} jours après sa livraison.`}
        {payoutMinimum !== null &&
          ` L’équipe verse les soldes disponibles à partir de ${formatFcfa(payoutMinimum)}.`}
      </Text>
    </Card>
  );
}

function Amount({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: number;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 400}>
        {formatFcfa(value)}
      </Text>
    </Group>
  );
}

function OrderPayment({ order }: { order: PaymentOrder }) {
  return (
    <Card withBorder padding="sm" component="li" data-order={order.orderNumber}>
      <Group justify="space-between" wrap="wrap" gap={4} mb={4}>
        <Text fw={700} fz="sm">
          {order.orderNumber}
        </Text>
        <Text fz="xs" c="dimmed">
          {`${formatFrenchDate(order.createdAt, { month: 'short' })} · ${order.paidOnline ? 'payée en ligne' : 'payée à la livraison'}`}
        </Text>
      </Group>
      <Badge variant="light" color={order.state === 'rembourse' ? 'gray' : 'feuille'} mb={6}>
        {PAYMENT_ORDER_STATES[order.state]}
      </Badge>
      {order.availableAt && (
        <Text fz="xs" c="dimmed" mb={4}>
          {`Disponible le ${longDate(order.availableAt)}`}
        </Text>
      )}
      <Amount label="Montant brut" value={order.gross} />
      <Amount label="Commission" value={order.commission} />
      <Amount label="dont frais de livraison" value={order.deliveryFee} />
      <Amount label="Net pour la boutique" value={order.net} strong />
    </Card>
  );
}

export default function SellerPayments({ loaderData: payments }: Route.ComponentProps) {
  const { id = '' } = useParams();
  const { balance, orders } = payments;
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Paiements
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="payment-balance">
          <BalanceCard
            title="En attente"
            amount={balance.pending}
            detail={`${formatFcfa(balance.awaitingDelivery)} à livrer, ${formatFcfa(balance.inHold)} en période de garantie`}
          />
          <BalanceCard
            title="Disponible"
            amount={balance.available}
            detail="Sera versé sur votre compte de versement."
          />
          <BalanceCard
            title="Déjà versé"
            amount={balance.paidOut}
            detail="Versements reçus depuis l’ouverture."
          />
        </SimpleGrid>
        {balance.commissionOwed !== 0 && (
          <Text fz="sm" data-testid="commission-owed">
            {`Commission due sur les paiements à la livraison : ${formatFcfa(balance.commissionOwed)}, déduite de vos prochains versements.`}
          </Text>
        )}
        <NextPayout payments={payments} />

        <Box component="section" aria-labelledby="payment-orders">
          <Title order={2} fz="lg" mb="xs" id="payment-orders">
            Commandes
          </Title>
          {orders.lines.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Aucune commande payée pour le moment.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {orders.lines.map((order) => (
                <OrderPayment key={order.orderId} order={order} />
              ))}
            </Stack>
          )}
          <ListPager
            page={orders.page}
            pageCount={orders.pageCount}
            hrefOf={(page) => listSearch([['page', page]])}
            label="Pages des commandes"
          />
        </Box>

        <Box component="section" aria-labelledby="payment-statements">
          <Title order={2} fz="lg" mb="xs" id="payment-statements">
            Relevés mensuels
          </Title>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {payments.months.map((month) => (
              <Group component="li" key={month} justify="space-between" wrap="nowrap">
                <Text fz="sm">{monthLabel(month)}</Text>
                <Group gap="md" wrap="nowrap">
                  {(['csv', 'pdf'] as const).map((format) => (
                    <Anchor
                      key={format}
                      component={Link}
                      to={statementPath(id, month, format)}
                      reloadDocument
                      download
                      fz="sm"
                      // The name starts with what the link shows (WCAG 2.5.3).
                      aria-label={`${format.toUpperCase()} du relevé de ${monthLabel(month)}`}
                    >
                      {format.toUpperCase()}
                    </Anchor>
                  ))}
                </Group>
              </Group>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
