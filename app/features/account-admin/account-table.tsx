import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { AccountBoutique, AccountRow, AccountTablePage } from '#common/account-admin.ts';
import { formatFcfa } from '#common/money.ts';
import { formatPhone } from '#common/phone.ts';
import { countOf } from '#common/counts.ts';
import { DataTable, type DataColumn } from '../dashboard-ui/data-table.tsx';
import { formatOrderDate } from '../orders/order-format.ts';
import { AccountStatusBadge, ApprovalBadge } from './account-badges.tsx';
import { countryName } from '#common/delivery-countries.ts';

// The back-office's seller and buyer tables: the spec's columns (id, name, phone, e-mail,
// country, city), then status, boutique (sellers), orders, amount and registration.

type Column = AccountTablePage['query']['sort']['column'];

interface AccountTableProps {
  page: AccountTablePage;
  kind: 'vendeurs' | 'acheteurs';
  /** The account page's address: `/admin/{id}/comptes/{accountId}`. */
  accountHref: (row: AccountRow) => string;
  /** Sellers: the approve and refuse buttons of a boutique awaiting the team's decision. */
  review?: (boutique: AccountBoutique) => ReactNode;
}

const phone = (row: AccountRow) => (row.telephone ? formatPhone(row.telephone) : '—');

export function AccountTable({ page, kind, accountHref, review }: AccountTableProps) {
  const sellers = kind === 'vendeurs';
  const name = (row: AccountRow) => (
    <Anchor component={Link} to={accountHref(row)} fw={700}>
      {row.userName}
    </Anchor>
  );
  const columns: DataColumn<AccountRow, Column>[] = [
    { label: 'ID', sort: 'id', cell: (row) => row.id },
    { label: 'Nom', sort: 'userName', cell: name },
    { label: 'Téléphone', cell: phone },
    { label: 'E-mail', sort: 'email', cell: (row) => row.email },
    { label: 'Pays', cell: (row) => (row.pays ? countryName(row.pays) : '—') },
    { label: 'Ville', sort: 'ville', cell: (row) => row.ville ?? '—' },
    { label: 'Statut', cell: (row) => <AccountStatusBadge status={row.status} /> },
    ...(sellers
      ? [
          {
            label: 'Boutique',
            cell: (row: AccountRow) =>
              row.boutique && (
                <Stack gap={4} align="flex-start">
                  <Text fz="sm">{row.boutique.name}</Text>
                  <ApprovalBadge boutique={row.boutique} />
                  {row.boutique.approval !== 'Approuvée' && review?.(row.boutique)}
                </Stack>
              ),
          },
        ]
      : []),
    { label: 'Commandes', sort: 'commandes', cell: (row) => row.orderCount },
    { label: 'Montant', sort: 'montant', cell: (row) => formatFcfa(row.orderAmount) },
    { label: 'Inscription', sort: 'inscription', cell: (row) => formatOrderDate(row.createdAt) },
  ];

  return (
    <DataTable
      page={page}
      columns={columns}
      rowKey={(row) => row.id}
      caption={sellers ? 'Vendeurs' : 'Acheteurs'}
      minWidth={sellers ? 1000 : 900}
      search={{
        label: sellers ? 'Rechercher un vendeur' : 'Rechercher un acheteur',
        placeholder: 'Nom, e-mail, téléphone ou ville',
      }}
      empty={sellers ? 'Aucun vendeur ne correspond.' : 'Aucun acheteur ne correspond.'}
      card={(row) => (
        <Card withBorder padding="sm" data-account={row.email}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={0} miw={0}>
              {name(row)}
              <Text fz="sm" c="dimmed" truncate="end">
                {row.email}
              </Text>
              <Text fz="sm" c="dimmed">
                {phone(row)} ·{' '}
                {[row.ville, row.pays && countryName(row.pays)].filter(Boolean).join(', ') || '—'}
              </Text>
            </Stack>
            <AccountStatusBadge status={row.status} />
          </Group>
          {row.boutique && (
            <Group gap="xs" mt={6}>
              <Text fz="sm">{row.boutique.name}</Text>
              <ApprovalBadge boutique={row.boutique} />
              {row.boutique.approval !== 'Approuvée' && review?.(row.boutique)}
            </Group>
          )}
          <Text fz="sm" mt={6}>
            {countOf(row.orderCount, 'commande', 'commandes')} · {formatFcfa(row.orderAmount)}
          </Text>
        </Card>
      )}
    />
  );
}
