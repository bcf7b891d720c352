import { z } from 'zod';

// An account's notification and general preferences (spec section 3; issue 19, 'Notifications
// et préférences'): shared by the settings panels, their actions, the API and the service, so
// every entry point gives the same French messages. They are honoured: e-mails follow them,
// darkMode picks the theme, showAlerts the in-app alerts.

export const NOTIFICATION_PREFERENCES_SAVED_MESSAGE = 'Préférences de notification enregistrées !';
export const GENERAL_PREFERENCES_SAVED_MESSAGE = 'Préférences enregistrées avec succès !';

/** The spec's frequencies: at once, or one digest e-mail a day or a week. */
export const NOTIFICATION_FREQUENCIES = ['Immédiat', 'Quotidien', 'Hebdomadaire'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
/** The frequencies sent as one digest e-mail by the scheduled job. */
export type DigestFrequency = Exclude<NotificationFrequency, 'Immédiat'>;
export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['Quotidien', 'Hebdomadaire'];

/**
 * The languages the site is written in. The spec lists Anglais and Espagnol too: they are
 * offered once their translations exist, never before.
 */
export const LANGUAGES = ['Français'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Channels beside e-mail: offered only once they reach people (SMS does; push not yet). */
export const OPTIONAL_CHANNELS = ['sms', 'push'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

/** What a notification is about: each follows its switch (orderUpdates, promotions, support). */
export const NOTIFICATION_TOPICS = ['orderUpdates', 'promotions', 'support'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

const onOff = (label: string) => z.boolean({ error: `${label} : oui ou non.` });

export const notificationSettingsSchema = z.strictObject({
  enabled: onOff('Notifications'),
  email: onOff('E-mail'),
  sms: onOff('SMS'),
  push: onOff('Notifications push'),
  frequency: z.enum(
    NOTIFICATION_FREQUENCIES,
    'Fréquence invalide : Immédiat, Quotidien ou Hebdomadaire.',
  ),
  orderUpdates: onOff('Suivi des commandes'),
  promotions: onOff('Promotions'),
  support: onOff('Assistance'),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const LANGUAGE_UNAVAILABLE_MESSAGE =
  'Langue indisponible : le site n’existe pour l’instant qu’en français.';

export const generalPreferencesSchema = z.strictObject({
  darkMode: onOff('Mode sombre'),
  language: z.enum(LANGUAGES, LANGUAGE_UNAVAILABLE_MESSAGE),
  showAlerts: onOff('Alertes'),
});
export type GeneralPreferences = z.output<typeof generalPreferencesSchema>;

export const channelUnavailableMessage = (channel: OptionalChannel) =>
  `${channel === 'sms' ? 'Les SMS ne sont' : 'Les notifications push ne sont'} pas encore disponibles.`;

/** An account that never saved its preferences: every useful e-mail, at once; the dark theme. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: true,
  email: true,
  sms: false,
  push: false,
  frequency: 'Immédiat',
  orderUpdates: true,
  promotions: false,
  support: true,
};
export const DEFAULT_GENERAL_PREFERENCES: GeneralPreferences = {
  darkMode: true,
  language: 'Français',
  showAlerts: true,
};

/** The panels' data: what is saved, and which optional channels can be offered. */
export interface PreferencesView {
  notifications: NotificationSettings;
  general: GeneralPreferences;
  /** The channels beside e-mail that work on this installation (SMS, push). */
  channels: OptionalChannel[];
}
