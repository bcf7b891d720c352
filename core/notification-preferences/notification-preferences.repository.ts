import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_GENERAL_PREFERENCES,
  DEFAULT_NOTIFICATION_SETTINGS,
  type GeneralPreferences,
  type NotificationSettings,
} from '#common/notification-preferences.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { notificationPreferences } from '#modules/db/schema.ts';

export type Preferences = NotificationSettings & GeneralPreferences;

const DEFAULTS: Preferences = { ...DEFAULT_NOTIFICATION_SETTINGS, ...DEFAULT_GENERAL_PREFERENCES };

function fromRow(row: typeof notificationPreferences.$inferSelect): Preferences {
  return {
    enabled: row.enabled,
    email: row.email,
    sms: row.sms,
    push: row.push,
    frequency: row.frequency,
    orderUpdates: row.orderUpdates,
    promotions: row.promotions,
    support: row.support,
    darkMode: row.darkMode,
    language: row.language,
    showAlerts: row.showAlerts,
  };
}

/**
 * Several accounts' preferences, defaults filled in; read in the caller's transaction when it
 * gives one (what a change is about to tell its accounts).
 */
export async function findPreferences(
  reader: Database | DatabaseTransaction,
  accountIds: readonly number[],
): Promise<Map<number, Preferences>> {
  const rows =
    accountIds.length === 0
      ? []
      : await reader
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.accountId, [...accountIds]));
  const found = new Map(rows.map((row) => [row.accountId, fromRow(row)]));
  return new Map(accountIds.map((id) => [id, found.get(id) ?? DEFAULTS]));
}

export function createNotificationPreferencesRepository(db: Database) {
  return {
    /** The account's preferences, the defaults when it never saved any. */
    async find(accountId: number): Promise<Preferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.accountId, accountId));
      return row ? fromRow(row) : DEFAULTS;
    },

    /** Several accounts' preferences at once (an order's sellers), defaults filled in. */
    findMany: (accountIds: readonly number[]) => findPreferences(db, accountIds),

    /** Saves part of them; the rest keeps what was saved (or the defaults). */
    async save(accountId: number, patch: Partial<Preferences>, at: Date): Promise<void> {
      const current = await this.find(accountId);
      await db
        .insert(notificationPreferences)
        .values({ ...current, ...patch, accountId, updatedAt: at })
        .onConflictDoUpdate({
          target: notificationPreferences.accountId,
          set: { ...patch, updatedAt: at },
        });
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<
  typeof createNotificationPreferencesRepository
>;
