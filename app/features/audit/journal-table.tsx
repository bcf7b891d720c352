import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { AuditEntryRow, JournalColumn, JournalPage } from '#common/audit-journal.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#common/audit.ts';
import { DataTable, type DataColumn } from '../dashboard-ui/data-table.tsx';
import { formatOrderDateTime as formatDateTime } from '../orders/order-format.ts';

const actionLabel = (action: string) =>
  AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] ?? action;
const targetLabel = (type: string) => AUDIT_TARGETS[type as keyof typeof AUDIT_TARGETS] ?? type;

/** The back-office screen that shows an entry's target, where there is one. */
function targetHref(root: string, entry: AuditEntryRow): string | null {
  const search = encodeURIComponent(entry.targetLabel);
  switch (entry.targetType) {
    case 'produit':
      return `${root}/produits?liste=catalogue&q=${search}`;
    case 'commande':
      return `${root}/commandes?q=${search}`;
    case 'compte':
      return entry.targetId === null ? null : `${root}/comptes/${entry.targetId}`;
    case 'famille':
    case 'categorie':
      return `${root}/categories`;
    default:
      return null;
  }
}

function Target({ entry }: { entry: AuditEntryRow }) {
  const { id } = useParams();
  const href = targetHref(`/admin/${id}`, entry);
  return (
    <Text fz="sm" component="span">
      {targetLabel(entry.targetType)} :{' '}
      {href ? (
        <Anchor component={Link} to={href} fz="sm">
          {entry.targetLabel}
        </Anchor>
      ) : (
        entry.targetLabel
      )}
    </Text>
  );
}

const reasonOf = (entry: AuditEntryRow) => (
  <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
    {entry.reason ?? '—'}
  </Text>
);

const COLUMNS: DataColumn<AuditEntryRow, JournalColumn>[] = [
  { label: 'Date', sort: 'date', cell: (entry) => formatDateTime(entry.at) },
  { label: 'Administrateur', cell: (entry) => entry.adminName },
  { label: 'Action', cell: (entry) => actionLabel(entry.action) },
  { label: 'Cible', cell: (entry) => <Target entry={entry} /> },
  { label: 'Raison', cell: reasonOf },
];

/** Every admin action: who, what, on what, when, why. */
export function JournalTable({ page }: { page: JournalPage }) {
  return (
    <DataTable
      page={page}
      columns={COLUMNS}
      rowKey={(entry) => entry.id}
      caption="Journal des actions"
      search={{ label: 'Rechercher dans le journal', placeholder: 'Cible ou raison' }}
      empty="Aucune action ne correspond."
      minWidth={860}
      card={(entry) => (
        <Card withBorder padding="sm" data-entry={entry.id}>
          <Stack gap={4}>
            <Text fw={700} fz="sm">
              {actionLabel(entry.action)}
            </Text>
            <Target entry={entry} />
            <Text fz="sm">
              {formatDateTime(entry.at)} · {entry.adminName}
            </Text>
            {entry.reason && reasonOf(entry)}
          </Stack>
        </Card>
      )}
    />
  );
}
