import { Button, Group } from '@mantine/core';
import type { AccountBoutique } from '../../../common/account-admin.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import { ACCOUNT_INTENTS } from './account-intents.ts';

interface BoutiqueReviewProps {
  boutique: AccountBoutique;
  /** The screen's fetcher: approving needs no reason, it is sent at once. */
  actions: RowActions;
  /** Opens the reason pop-up; a refused boutique can only be approved. */
  onRefuse: (boutique: AccountBoutique) => void;
}

/** 'Approuver' and 'Refuser' for a boutique the team has not approved. */
export function BoutiqueReview({ boutique, actions, onRefuse }: BoutiqueReviewProps) {
  const sending = actions.pending && actions.isSending('boutiqueId', String(boutique.id));
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        loading={sending}
        aria-label={`Approuver la boutique ${boutique.name}`}
        onClick={() =>
          void actions.send({ intent: ACCOUNT_INTENTS.approve, boutiqueId: String(boutique.id) })
        }
      >
        Approuver
      </Button>
      {boutique.approval === 'En attente' && (
        <Button
          size="compact-sm"
          variant="default"
          disabled={sending}
          aria-label={`Refuser la boutique ${boutique.name}`}
          onClick={() => onRefuse(boutique)}
        >
          Refuser
        </Button>
      )}
    </Group>
  );
}
