import { Box, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { appContext } from '#app-context';
import { formatFcfa } from '#common/money.ts';
import { RefundSettlementForm } from '../../features/commissions/refund-settlement-form.tsx';
import { formatOrderDateTime } from '../../features/orders/order-format.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-refunds';

// The back-office's 'Remboursements' (issue 46 §2): paid orders cancelled by their shop or the
// team, whose money the ledger owes back to the buyer until the team records the refund.

export const meta = orderScreenMeta('Remboursements dus');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return { refunds: await context.get(appContext).services.ledger.refundsOwed(account) };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ ledger }) => [ledger.settleRefund]);

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const { refunds } = loaderData;
  const owed = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return (
    <Box component="main">
      <Title order={1} fz={26}>
        Remboursements dus
      </Title>
      <Text c="dimmed" mb="md">
        Commandes payées en ligne puis annulées par leur boutique ou par l’équipe : l’acheteur doit
        être remboursé. Une fois l’argent rendu, indiquez la référence du remboursement.
      </Text>
      {refunds.length === 0 ? (
        <Text>Aucun remboursement n’est dû.</Text>
      ) : (
        <>
          <Text fw={700} mb="sm" data-testid="refunds-owed-total">
            {`${refunds.length} remboursement${refunds.length > 1 ? 's' : ''} dû${refunds.length > 1 ? 's' : ''} : ${formatFcfa(owed)}`}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Commande</Table.Th>
                  <Table.Th>Boutique</Table.Th>
                  <Table.Th>Acheteur</Table.Th>
                  <Table.Th ta="right">Montant</Table.Th>
                  <Table.Th>Dû depuis</Table.Th>
                  <Table.Th>Remboursement</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refunds.map((refund) => (
                  <Table.Tr key={refund.orderId} data-order={refund.orderNumber}>
                    <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {refund.orderNumber}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{refund.boutique}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {refund.client}
                      <Text fz="xs" c="dimmed">
                        {refund.clientPhone}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatFcfa(refund.amount)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatOrderDateTime(refund.owedSince)}
                    </Table.Td>
                    <Table.Td>
                      <RefundSettlementForm
                        orderId={refund.orderId}
                        orderNumber={refund.orderNumber}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Box>
  );
}
