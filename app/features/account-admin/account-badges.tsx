import { Badge } from '@mantine/core';
import {
  ACCOUNT_STATUS_LABELS,
  type AccountBoutique,
  type AccountStatus,
  type BoutiqueApproval,
} from '#common/account-admin.ts';

const APPROVAL_COLORS: Record<BoutiqueApproval, string> = {
  'En attente': 'yellow',
  Approuvée: 'green',
  Refusée: 'red',
};

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return (
    <Badge color={status === 'ACTIF' ? 'green' : 'red'} variant="light" tt="none" miw="max-content">
      {ACCOUNT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The team's decision on a boutique; a suspended seller's boutique says it is hidden. */
export function ApprovalBadge({ boutique }: { boutique: AccountBoutique }) {
  return (
    <Badge color={APPROVAL_COLORS[boutique.approval]} variant="light" tt="none" miw="max-content">
      {boutique.approval}
      {boutique.active ? '' : ' · masquée'}
    </Badge>
  );
}
