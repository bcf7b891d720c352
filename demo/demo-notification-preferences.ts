import {
  DEFAULT_GENERAL_PREFERENCES,
  DEFAULT_NOTIFICATION_SETTINGS,
  type GeneralPreferences,
  type NotificationSettings,
} from '#common/notification-preferences.ts';
import { createNotificationPreferencesRepository } from '#modules/notification-preferences/notification-preferences.repository.ts';
import { createNotificationPreferencesService } from '#modules/notification-preferences/notification-preferences.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoActors } from './demo-history.ts';

// The demo accounts' 'Notifications et préférences' (issue 19), saved through the service as
// the screens would: a buyer on the daily digest, one in the light theme with promotions and her
// order updates by SMS too, a seller on the weekly digest; the others keep the defaults (every
// e-mail at once, no SMS, dark).

const DEMO_PREFERENCES: Record<
  string,
  { notifications?: Partial<NotificationSettings>; general?: Partial<GeneralPreferences> }
> = {
  'kofi@baobab.example': { notifications: { frequency: 'Quotidien' } },
  'fatou@baobab.example': {
    notifications: { promotions: true, sms: true },
    general: { darkMode: false },
  },
  'rokia@baobab.example': { notifications: { frequency: 'Hebdomadaire', support: false } },
};

export async function seedDemoNotificationPreferences(db: Database): Promise<void> {
  const preferences = createNotificationPreferencesService({
    repository: createNotificationPreferencesRepository(db),
  });
  const { buyers, sellerOf } = await demoActors(db);
  for (const account of [...buyers, ...sellerOf.values()]) {
    const chosen = DEMO_PREFERENCES[account.email];
    if (!chosen) continue;
    if (chosen.notifications) {
      await preferences.saveNotifications(account, {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        ...chosen.notifications,
      });
    }
    if (chosen.general) {
      await preferences.saveGeneral(account, { ...DEFAULT_GENERAL_PREFERENCES, ...chosen.general });
    }
  }
}
