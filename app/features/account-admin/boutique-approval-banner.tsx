import { Alert, Anchor, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { Link } from 'react-router';
import { APPROVAL_NOTICES, type PendingApproval } from '#common/account-admin.ts';

/**
 * On every screen of a seller whose boutique the team has not approved: what is going on, the
 * team's reason when it refused, and what to do next (the bell alone was easy to miss).
 */
export function BoutiqueApprovalBanner({
  pending,
  storeSettingsPath,
}: {
  pending: PendingApproval;
  storeSettingsPath: string;
}) {
  const refused = pending.approval === 'Refusée';
  return (
    <Alert
      color={refused ? 'red' : 'yellow'}
      variant="light"
      mb="md"
      title={refused ? 'Boutique refusée' : 'Boutique en attente de validation'}
      data-testid="boutique-approval-banner"
    >
      <Text size="sm">{APPROVAL_NOTICES[pending.approval]}.</Text>
      {refused && pending.reason && (
        <Text size="sm" fw={700}>
          Raison : {pending.reason}
        </Text>
      )}
      <Text size="sm">
        {refused
          ? 'Corrigez votre boutique, puis écrivez à l’équipe pour qu’elle l’examine de nouveau. '
          : 'Une description, un logo et vos premiers produits aident l’équipe à décider. '}
        {/* The alert's own text colour: the link colour falls below 4.5:1 on the tint. */}
        <Anchor component={Link} to={storeSettingsPath} c="inherit" fw={700} td="underline">
          Compléter ma boutique
        </Anchor>
        {refused && (
          <>
            {' · '}
            <Anchor component={Link} to="/contact" c="inherit" fw={700} td="underline">
              Écrire à l’équipe
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}
