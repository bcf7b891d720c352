import { Badge, Button, Group, Text } from '@mantine/core';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';
import type { profileOperations } from '#modules/profile/profile.operations.ts';

type ResendEmailConfirmation = typeof profileOperations.resendEmailConfirmation;

/**
 * Whether the account's address is confirmed, and, until it is, the link sent again (the
 * sign-up's may be lost or expired). Ordering never waits for it; orders placed without an
 * account under the address join the account once it is confirmed.
 */
export function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const again = useSettingsForm<Record<string, never>>({}, 'Lien non envoyé', {
    operation: 'renvoyer-confirmation' satisfies ResendEmailConfirmation['intent'],
  });
  if (confirmed) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          Adresse confirmée
        </Badge>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" data-testid="email-unconfirmed">
      {/* Filled and dark: the light variant's orange fails contrast on the light theme. */}
      <Badge color="red.9" variant="filled">
        Adresse non confirmée
      </Badge>
      <Text fz="sm" c="dimmed">
        Ouvrez le lien reçu à cette adresse : vos commandes passées sans compte avec elle
        rejoindront alors votre historique.
      </Text>
      <Button
        variant="light"
        size="compact-sm"
        loading={again.pending}
        onClick={() => again.save()}
      >
        Renvoyer le lien de confirmation
      </Button>
    </Group>
  );
}
