import { Input, NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import {
  LANGUAGES,
  NOTIFICATION_FREQUENCIES,
  type GeneralPreferences,
  type NotificationFrequency,
  type NotificationSettings,
  type PreferencesView,
} from '#common/notification-preferences.ts';
import { SettingsPanel } from '../shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';
import type { notificationPreferenceOperations } from '#modules/notification-preferences/notification-preferences.operations.ts';

// 'Notifications et préférences' (spec section 3, issue 19): the seller's settings panel and a
// section of the buyer's 'Paramètres'. Only what works is offered: e-mail and SMS (push once a
// provider is configured), French (other languages once translated).

const FREQUENCY_HINTS: Record<NotificationFrequency, string> = {
  Immédiat: 'Un e-mail à chaque nouvelle.',
  Quotidien: 'Un seul e-mail par jour, peu après minuit (GMT), avec les nouvelles de la veille.',
  Hebdomadaire: 'Un seul e-mail le lundi, avec les nouvelles de la semaine passée.',
};

type SaveNotifications = typeof notificationPreferenceOperations.saveNotifications;
type SaveGeneral = typeof notificationPreferenceOperations.saveGeneral;

type Switches = {
  [Key in keyof NotificationSettings]: NotificationSettings[Key] extends boolean ? Key : never;
}[keyof NotificationSettings];

function NotificationsPanel({ view }: { view: PreferencesView }) {
  const form = useSettingsForm<NotificationSettings>(
    view.notifications,
    'Préférences non enregistrées',
    { operation: 'preferences-notifications' satisfies SaveNotifications['intent'] },
  );
  const { values, errors } = form;
  const toggle = (field: Switches, label: string, description?: string) => (
    <Switch
      label={label}
      description={description}
      checked={values[field]}
      error={errors[field]}
      onChange={(event) => form.change({ [field]: event.currentTarget.checked })}
    />
  );
  const unavailable = (['sms', 'push'] as const).filter(
    (channel) => !view.channels.includes(channel),
  );
  return (
    <SettingsPanel
      title="Notifications"
      titleId="titre-notifications"
      description="Les e-mails indispensables (reçu de commande, mot de passe, adresse e-mail) sont toujours envoyés."
      onSave={() => form.save()}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
    >
      {toggle(
        'enabled',
        'Activer les notifications',
        'Éteint : plus aucun e-mail de suivi ; vos notifications restent dans votre espace.',
      )}
      {values.enabled && (
        <Stack gap="md" data-testid="details-notifications">
          {toggle('email', 'E-mail', 'À l’adresse de votre compte.')}
          {view.channels.includes('sms') &&
            toggle('sms', 'SMS', 'Le suivi de vos commandes, au numéro donné à la commande.')}
          {view.channels.includes('push') && toggle('push', 'Notifications push')}
          {unavailable.length > 0 && (
            <Text fz="sm" c="dimmed">
              {unavailable.length === 2
                ? 'SMS et notifications push : pas encore disponibles.'
                : `${unavailable[0] === 'sms' ? 'SMS' : 'Notifications push'} : pas encore disponible.`}
            </Text>
          )}
          <Input.Wrapper
            label="Fréquence"
            description={FREQUENCY_HINTS[values.frequency]}
            error={errors.frequency}
          >
            <SegmentedControl
              mt={4}
              fullWidth
              data={[...NOTIFICATION_FREQUENCIES]}
              value={values.frequency}
              onChange={(frequency) =>
                form.change({ frequency: frequency as NotificationFrequency })
              }
            />
          </Input.Wrapper>
          {toggle(
            'orderUpdates',
            'Suivi des commandes',
            'Commandes passées, statuts et paiements ; pour une boutique, aussi le stock bas et les avis.',
          )}
          {toggle('promotions', 'Promotions et nouveautés des boutiques')}
          {toggle('support', 'Réponses de l’assistance')}
        </Stack>
      )}
    </SettingsPanel>
  );
}

function GeneralPanel({ saved }: { saved: GeneralPreferences }) {
  const form = useSettingsForm<GeneralPreferences>(saved, 'Préférences non enregistrées', {
    operation: 'preferences-generales' satisfies SaveGeneral['intent'],
  });
  const { values, errors } = form;
  return (
    <SettingsPanel
      title="Préférences générales"
      titleId="titre-preferences-generales"
      onSave={() => form.save()}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
    >
      <Switch
        label="Mode sombre"
        description="Éteint : le thème clair, sur tous vos appareils."
        checked={values.darkMode}
        error={errors.darkMode}
        onChange={(event) => form.change({ darkMode: event.currentTarget.checked })}
      />
      <NativeSelect
        label="Langue"
        description="Le site n’existe pour l’instant qu’en français ; d’autres langues viendront avec leurs traductions."
        data={[...LANGUAGES]}
        value={values.language}
        error={errors.language}
        onChange={(event) =>
          form.change({ language: event.currentTarget.value as GeneralPreferences['language'] })
        }
      />
      <Switch
        label="Afficher les alertes"
        description="Messages de confirmation à l’écran et pastille de la cloche. Les erreurs s’affichent toujours."
        checked={values.showAlerts}
        error={errors.showAlerts}
        onChange={(event) => form.change({ showAlerts: event.currentTarget.checked })}
      />
    </SettingsPanel>
  );
}

/** Both panels: the notifications (details only while they are on), then the general ones. */
export function PreferencesPanels({ view }: { view: PreferencesView }) {
  return (
    <Stack gap="xl">
      <NotificationsPanel view={view} />
      <GeneralPanel saved={view.general} />
    </Stack>
  );
}
