import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountBoutique } from '#common/account-admin.ts';
import { boutiquePath } from '#common/boutiques.ts';
import { countOf } from '#common/counts.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import type { accountAdminOperations } from '#modules/account-admin/account-admin.operations.ts';

type Approve = typeof accountAdminOperations.approve;

interface BoutiqueReviewProps {
  boutique: AccountBoutique;
  /** The screen's fetcher: approving needs no reason, it is sent at once. */
  actions: RowActions;
  /** Opens the reason pop-up; a refused boutique can only be approved. */
  onRefuse: (boutique: AccountBoutique) => void;
}

/** What the team reads before deciding: the boutique as its seller described it. */
function BoutiqueSummary({ boutique }: { boutique: AccountBoutique }) {
  const place = [boutique.ville, boutique.pays].filter(Boolean).join(', ');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" maw={360}>
      <Avatar src={boutique.logoUrl} alt="" radius="sm" size="md">
        {boutique.name.slice(0, 1)}
      </Avatar>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {boutique.name}
        </Text>
        <Text size="sm" c={boutique.description ? undefined : 'dimmed'} lineClamp={3}>
          {boutique.description || 'Aucune description.'}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            place || 'Ville non indiquée',
            countOf(boutique.productCount, 'produit', 'produits'),
          ].join(' · ')}
        </Text>
        {/* Its page as buyers would see it, which the team alone may open before approving. */}
        <Anchor
          component={Link}
          to={boutiquePath(boutique.id)}
          size="sm"
          aria-label={`Voir la page de la boutique ${boutique.name}`}
        >
          Voir la page de la boutique
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The boutique's summary, then 'Approuver' and 'Refuser', for one the team has not approved. */
export function BoutiqueReview({ boutique, actions, onRefuse }: BoutiqueReviewProps) {
  const params = { id: String(boutique.id) };
  const sending = actions.isPerformingOn(params);
  return (
    <Stack gap={6}>
      <BoutiqueSummary boutique={boutique} />
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-sm"
          color="green"
          variant="light"
          loading={sending}
          aria-label={`Approuver la boutique ${boutique.name}`}
          onClick={() => void actions.perform<Approve>('approuver', { params, input: {} })}
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
    </Stack>
  );
}
