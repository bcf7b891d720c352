import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { data, Link, useParams } from 'react-router';
import { appContext } from '#app-context';
import type { AccountDetail, AccountOrder } from '#common/account-admin.ts';
import { parseId } from '#common/ids.ts';
import { pageParam } from '#common/list-pages.ts';
import { formatFcfa } from '#common/money.ts';
import { formatPhone } from '#common/phone.ts';
import { countOf } from '#common/counts.ts';
import { AccountStatusBadge, ApprovalBadge } from '../../features/account-admin/account-badges.tsx';
import {
  reactivation,
  refusal,
  suspension,
} from '../../features/account-admin/account-decisions.ts';
import { BoutiqueReview } from '../../features/account-admin/boutique-review.tsx';
import { ReasonDialog, type ReasonRequest } from '../../features/dashboard-ui/reason-dialog.tsx';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { TableOrCards } from '../../features/dashboard-ui/table-or-cards.tsx';
import { formatOrderDate, formatOrderDateTime } from '../../features/orders/order-format.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../../features/orders/status-badge.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-account';
import { countryName } from '#common/delivery-countries.ts';

// An account as the team sees it (issue 14): identity, status and why it is suspended, the
// seller's boutique and its approval, the account's orders a page at a time, and the team's
// decisions (suspend, reactivate, approve or refuse the boutique) through the route's action.

export const meta = orderScreenMeta('Compte');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireDashboardAccount(context, request);
  const accountId = parseId(params.accountId);
  if (accountId === undefined) throw data(null, { status: 404 });
  const { services, failureOf } = context.get(appContext);
  const page = pageParam(new URL(request.url).searchParams);
  try {
    const [account, orders] = await Promise.all([
      services.accountAdmin.detail(admin, accountId),
      services.accountAdmin.orders(admin, accountId, page),
    ]);
    return { account, orders };
  } catch (error) {
    if (failureOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ accountAdmin }) => Object.values(accountAdmin));

const TYPE_LABELS: Record<AccountDetail['typeCompte'], string> = {
  VENDEUR: 'Vendeur',
  ACHETEUR: 'Acheteur',
  ADMIN: 'Administrateur',
};

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { account, orders } = loaderData;
  const root = `/admin/${useParams().id}`;
  const reviews = useActionFetcher('Action impossible');
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const seller = account.boutique !== null;
  const listHref = `${root}/${seller ? 'vendeurs' : 'acheteurs'}`;

  return (
    <Box component="main">
      <Anchor component={Link} to={listHref} fz="sm">
        ← {seller ? 'Vendeurs' : 'Acheteurs'}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm" mt="xs" mb="md">
        <Box>
          <Title order={1} fz={26}>
            {account.userName}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">
              {TYPE_LABELS[account.typeCompte]} n° {account.id}
            </Text>
            <AccountStatusBadge status={account.status} />
          </Group>
        </Box>
        {account.typeCompte !== 'ADMIN' &&
          (account.status === 'ACTIF' ? (
            <Button
              color="red"
              variant="light"
              onClick={() => setAsking(suspension({ ...account, seller }))}
            >
              Suspendre le compte
            </Button>
          ) : (
            <Button onClick={() => setAsking(reactivation(account))}>Réactiver le compte</Button>
          ))}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
        <Card withBorder component="section" aria-labelledby="identite">
          <Title order={2} fz="lg" mb="sm" id="identite">
            Identité
          </Title>
          <Stack gap={4}>
            <Text>E-mail : {account.email}</Text>
            <Text>Téléphone : {account.telephone ? formatPhone(account.telephone) : '—'}</Text>
            <Text>
              Ville :{' '}
              {[account.ville, account.pays && countryName(account.pays)]
                .filter(Boolean)
                .join(', ') || '—'}
            </Text>
            <Text>Inscription : {formatOrderDate(account.createdAt)}</Text>
            <Text>
              {countOf(account.orderCount, 'commande', 'commandes')} ·{' '}
              {formatFcfa(account.orderAmount)}
            </Text>
            {account.status === 'SUSPENDU' && (
              <Text c="red.4" data-testid="suspension">
                Suspendu
                {account.suspendedAt
                  ? ` le ${formatOrderDateTime(account.suspendedAt)}`
                  : ''} : {account.suspensionReason}
              </Text>
            )}
          </Stack>
        </Card>
        {account.boutique && (
          <Card withBorder component="section" aria-labelledby="boutique">
            <Title order={2} fz="lg" mb="sm" id="boutique">
              Boutique
            </Title>
            <Stack gap="xs" align="flex-start">
              {/* Its public page exists only while buyers can see it. */}
              {account.boutique.active && account.boutique.approval === 'Approuvée' ? (
                <Anchor component={Link} to={`/boutique/${account.boutique.id}`}>
                  {account.boutique.name}
                </Anchor>
              ) : (
                <Text>{account.boutique.name}</Text>
              )}
              <ApprovalBadge boutique={account.boutique} />
              {account.boutique.approvalReason && (
                <Text fz="sm">Raison du refus : {account.boutique.approvalReason}</Text>
              )}
              {account.boutique.approval !== 'Approuvée' && (
                <BoutiqueReview
                  boutique={account.boutique}
                  actions={reviews}
                  onRefuse={(boutique) => setAsking(refusal(boutique))}
                />
              )}
            </Stack>
          </Card>
        )}
      </SimpleGrid>

      <Title order={2} fz="lg" mb="sm">
        {seller ? 'Commandes reçues par la boutique' : 'Commandes passées'} ({orders.total})
      </Title>
      {orders.orders.length === 0 ? (
        <Text c="dimmed">Aucune commande.</Text>
      ) : (
        <AccountOrders orders={orders.orders} seller={seller} root={root} />
      )}
      <ListPager
        page={orders.page}
        pageCount={orders.pageCount}
        hrefOf={(number) => (number === 1 ? '?' : `?page=${number}`)}
      />
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </Box>
  );
}

/** The account's orders; each opens in the team's orders screen, found by its number. */
function AccountOrders(props: { orders: AccountOrder[]; seller: boolean; root: string }) {
  const { orders, seller, root } = props;
  const orderLink = (order: AccountOrder) => (
    <Anchor
      component={Link}
      to={`${root}/commandes?q=${encodeURIComponent(order.orderNumber)}`}
      fw={700}
    >
      {order.orderNumber}
    </Anchor>
  );
  return (
    <TableOrCards
      items={orders}
      itemKey={(order) => order.id}
      caption="Commandes du compte"
      minWidth={720}
      head={
        <>
          <Table.Th>Commande</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>{seller ? 'Client' : 'Boutique'}</Table.Th>
          <Table.Th>Statut</Table.Th>
          <Table.Th>Paiement</Table.Th>
          <Table.Th>Total</Table.Th>
        </>
      }
      row={(order) => (
        <Table.Tr>
          <Table.Td>{orderLink(order)}</Table.Td>
          <Table.Td>{formatOrderDate(order.createdAt)}</Table.Td>
          <Table.Td>{order.counterpart}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={order.status} />
          </Table.Td>
          <Table.Td>
            <PaymentStatusBadge status={order.paymentStatus} />
          </Table.Td>
          <Table.Td>{formatFcfa(order.total)}</Table.Td>
        </Table.Tr>
      )}
      card={(order) => (
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            {orderLink(order)}
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text fz="sm" c="dimmed">
            {formatOrderDate(order.createdAt)} · {order.counterpart}
          </Text>
          <Text fz="sm" fw={700}>
            {formatFcfa(order.total)}
          </Text>
        </Card>
      )}
    />
  );
}
