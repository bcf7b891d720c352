import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import type { FormEvent } from 'react';
import type { Privacy } from '#common/account-security.ts';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';
import type { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';

type SetPrivacy = typeof accountSecurityOperations.setPrivacy;

// Whether the seller's boutique page shows their e-mail and phone: both hidden by default.

export function PrivacySection({ saved }: { saved: Privacy }) {
  const form = useSettingsForm<Privacy>(saved, 'Paramètres non enregistrés', {
    operation: 'confidentialite' satisfies SetPrivacy['intent'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save();
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="titre-confidentialite">
      <Title order={3} fz={16} id="titre-confidentialite">
        Confidentialité
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="titre-confidentialite">
        <Stack gap="sm">
          <Text c="dimmed" fz="sm">
            Ce que la page publique de votre boutique montre de vos coordonnées.
          </Text>
          <Switch
            label="Afficher mon e-mail sur la page de ma boutique"
            checked={form.values.showEmail}
            onChange={(event) => form.change({ showEmail: event.currentTarget.checked })}
          />
          <Switch
            label="Afficher mon téléphone sur la page de ma boutique"
            checked={form.values.showPhone}
            onChange={(event) => form.change({ showPhone: event.currentTarget.checked })}
          />
          <Group>
            <Button type="submit" loading={form.pending} disabled={!form.dirty}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
