import {
  channelUnavailableMessage,
  GENERAL_PREFERENCES_SAVED_MESSAGE,
  NOTIFICATION_PREFERENCES_SAVED_MESSAGE,
  OPTIONAL_CHANNELS,
  type GeneralPreferences,
  type NotificationSettings,
  type NotificationTopic,
  type OptionalChannel,
  type PreferencesView,
} from '#common/notification-preferences.ts';
import type { DisplayPreferences } from '#common/display-preferences.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Validation } from '#modules/errors.ts';
import type {
  NotificationPreferencesRepository,
  Preferences,
} from './notification-preferences.repository.ts';

/** Whether the account wants an e-mail about `topic` as it happens (not in a digest). */
export const mailsAtOnce = (preferences: Preferences, topic: NotificationTopic): boolean =>
  preferences.enabled &&
  preferences.email &&
  preferences[topic] &&
  preferences.frequency === 'Immédiat';

/** Whether the account wants an SMS about `topic`: at once, as digests are e-mails only. */
export const textsAtOnce = (preferences: Preferences, topic: NotificationTopic): boolean =>
  preferences.enabled && preferences.sms && preferences[topic];

export interface NotificationPreferencesDependencies {
  repository: NotificationPreferencesRepository;
  /**
   * The channels beside e-mail that reach people: SMS on every installation (a provider, or the
   * folder standing for one, as for e-mails: issue 48); no push yet.
   */
  channels?: readonly OptionalChannel[];
  clock?: Clock;
}

/**
 * An account's own notification and general preferences: read, saved (only channels that work),
 * and what every page needs of them (theme, alerts).
 */
export function createNotificationPreferencesService({
  repository,
  channels = ['sms'],
  clock = systemClock,
}: NotificationPreferencesDependencies) {
  return {
    async view(account: CurrentAccount): Promise<PreferencesView> {
      const { darkMode, language, showAlerts, ...notifications } = await repository.find(
        account.id,
      );
      return {
        notifications,
        general: { darkMode, language, showAlerts },
        channels: [...channels],
      };
    },

    /** A channel without a provider cannot be switched on: nothing would ever reach the user. */
    async saveNotifications(account: CurrentAccount, input: NotificationSettings): Promise<string> {
      for (const channel of OPTIONAL_CHANNELS) {
        if (input[channel] && !channels.includes(channel)) {
          throw Validation.field(channel, channelUnavailableMessage(channel));
        }
      }
      await repository.save(account.id, input, clock());
      return NOTIFICATION_PREFERENCES_SAVED_MESSAGE;
    },

    async saveGeneral(account: CurrentAccount, input: GeneralPreferences): Promise<string> {
      await repository.save(account.id, input, clock());
      return GENERAL_PREFERENCES_SAVED_MESSAGE;
    },

    /** The theme and alerts every page of the account is drawn with. */
    async display(account: CurrentAccount): Promise<DisplayPreferences> {
      const { darkMode, showAlerts } = await repository.find(account.id);
      return { colorScheme: darkMode ? 'dark' : 'light', showAlerts };
    },

    /** Of these accounts, those who want an e-mail about `topic` now. */
    async mailedAtOnce(accountIds: readonly number[], topic: NotificationTopic) {
      const found = await repository.findMany(accountIds);
      return new Set(
        [...found].filter(([, preferences]) => mailsAtOnce(preferences, topic)).map(([id]) => id),
      );
    },
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
