import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { formatFcfa } from '#common/money.ts';
import { PAYOUT_STATUS_LABELS, type Payout, type PayoutStatus } from '#common/payouts.ts';
import { FedapayRunForm, ManualTransferForm } from '../../features/payouts/payout-forms.tsx';
import { formatOrderDateTime } from '../../features/orders/order-format.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-payouts';

// The back-office's 'Versements' (issue 46 §3, decision 057): the boutiques whose available
// balance, less the cash-on-delivery commission they owe, reaches the minimum; paid through
// FedaPay or by a transfer recorded with its reference; the latest payouts, failures and why.
// Cards rather than a table: the team runs it from a phone as well.

export const meta = orderScreenMeta('Versements');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return {
    overview: await context.get(appContext).services.payouts.overview(account),
    // This page's run: sent twice, it pays nothing twice.
    runKey: crypto.randomUUID(),
  };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ payouts }) => [payouts.run]);

const STATUS_COLORS: Record<PayoutStatus, string> = {
  a_envoyer: 'gray',
  envoye: 'blue',
  verse: 'green',
  echoue: 'red',
};

function PayoutCard({ payout }: { payout: Payout }) {
  return (
    <Card withBorder padding="sm" data-payout={payout.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {payout.boutique}
        </Text>
        <Badge color={STATUS_COLORS[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
      </Group>
      <Text>
        {`${formatFcfa(payout.amount)} ${payout.mode === 'fedapay' ? 'par FedaPay' : 'par virement'}`}
        {payout.accountMasked ? ` sur ${payout.accountMasked}` : ''}
      </Text>
      {payout.netted > 0 && (
        <Text fz="sm" c="dimmed">{`Commission due déduite : ${formatFcfa(payout.netted)}`}</Text>
      )}
      <Text fz="sm" c="dimmed">
        {`${formatOrderDateTime(payout.createdAt)}${payout.reference ? ` · référence ${payout.reference}` : ''}`}
      </Text>
      {payout.failureReason && (
        <Text
          fz="sm"
          c="red"
        >{`Échec : ${payout.failureReason} Le montant est revenu au solde de la boutique.`}</Text>
      )}
    </Card>
  );
}

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { overview, runKey } = loaderData;
  const { payable, recent, minimum, fedapay } = overview;
  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Versements
      </Title>
      <Text c="dimmed" mb="md">
        {`Les boutiques dont le solde disponible, moins la commission due sur les paiements à la livraison, atteint ${formatFcfa(minimum)}. Chaque versement sort du solde dès qu’il est lancé ; un versement échoué y revient.`}
      </Text>
      {payable.length === 0 ? (
        <Text mb="lg">Aucune boutique à payer pour le moment.</Text>
      ) : (
        <Stack gap="sm" mb="lg">
          {payable.map((row) => (
            <Card key={row.boutiqueId} withBorder padding="sm" data-boutique={row.boutiqueId}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {row.boutique}
                </Text>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatFcfa(row.amount)}
                </Text>
              </Group>
              <Text fz="sm">
                {`Disponible ${formatFcfa(row.available)}`}
                {row.netted > 0 ? ` − commission due ${formatFcfa(row.netted)}` : ''}
              </Text>
              <Text fz="sm" c="dimmed">
                {row.accountMasked
                  ? `${row.payoutMethod ?? ''}${row.payoutOperator ? ` ${row.payoutOperator}` : ''} ${row.accountMasked}`
                  : 'Aucun compte de versement enregistré'}
              </Text>
              {fedapay && row.fedapayRefusal && (
                <Text fz="sm" c="dimmed">{`Pas par FedaPay : ${row.fedapayRefusal}`}</Text>
              )}
              <Box mt="xs">
                <ManualTransferForm runKey={runKey} row={row} />
              </Box>
            </Card>
          ))}
          {fedapay && <FedapayRunForm runKey={runKey} payable={payable} />}
        </Stack>
      )}
      <Title order={2} fz={20} mb="xs">
        Derniers versements
      </Title>
      {recent.length === 0 ? (
        <Text>Aucun versement pour le moment.</Text>
      ) : (
        <Stack gap="sm">
          {recent.map((payout) => (
            <PayoutCard key={payout.id} payout={payout} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
