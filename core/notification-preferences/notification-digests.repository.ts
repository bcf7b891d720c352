import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AccountType } from '#common/accounts.ts';
import type { DigestFrequency } from '#common/notification-preferences.ts';
import { NOTIFICATION_KINDS, TOPIC_OF_KIND, type NotificationKind } from '#common/notifications.ts';
import type { Database } from '#modules/db/client.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueMessages } from '#modules/outbox/outbox.port.ts';
import {
  accounts,
  notificationDigests,
  notificationPreferences,
  notifications,
} from '#modules/db/schema.ts';

export interface DigestReader {
  accountId: number;
  email: string;
  userName: string;
  typeCompte: AccountType;
  tenantId: number;
  /** The kinds of notification its switches let through. */
  kinds: NotificationKind[];
}

export interface DigestPeriod {
  frequency: DigestFrequency;
  start: Date;
  end: Date;
}

export function createNotificationDigestsRepository(db: Database) {
  return {
    /** The accounts that asked for this digest, by e-mail. */
    async readers(frequency: DigestFrequency): Promise<DigestReader[]> {
      const rows = await db
        .select({
          accountId: accounts.id,
          email: accounts.email,
          userName: accounts.userName,
          typeCompte: accounts.typeCompte,
          tenantId: accounts.tenantId,
          orderUpdates: notificationPreferences.orderUpdates,
          promotions: notificationPreferences.promotions,
          support: notificationPreferences.support,
        })
        .from(notificationPreferences)
        .innerJoin(accounts, eq(accounts.id, notificationPreferences.accountId))
        .where(
          and(
            eq(notificationPreferences.frequency, frequency),
            eq(notificationPreferences.enabled, true),
            eq(notificationPreferences.email, true),
            eq(accounts.status, 'ACTIF'),
          ),
        )
        .orderBy(asc(accounts.id));
      return rows.map(({ orderUpdates, promotions, support, ...reader }) => ({
        ...reader,
        kinds: NOTIFICATION_KINDS.filter(
          (kind) => ({ orderUpdates, promotions, support })[TOPIC_OF_KIND[kind]],
        ),
      }));
    },

    /**
     * Writes one account's digest to the outbox once, in the transaction that records it: a
     * second run (or instance) finds it recorded and writes nothing; the message's key is the
     * period's too. False when there was nothing to send or it was already written.
     */
    async queueOnce(
      reader: DigestReader,
      period: DigestPeriod,
      compose: (told: { message: string; link: string; createdAt: Date }[]) => OutgoingMail,
    ): Promise<boolean> {
      if (reader.kinds.length === 0) return false;
      return db.transaction(async (tx) => {
        const told = await tx
          .select({
            message: notifications.message,
            link: notifications.link,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(
            and(
              eq(notifications.accountId, reader.accountId),
              inArray(notifications.kind, reader.kinds),
              gte(notifications.createdAt, period.start),
              lt(notifications.createdAt, period.end),
            ),
          )
          .orderBy(asc(notifications.createdAt), asc(notifications.id));
        if (told.length === 0) return false;
        // Waits for a concurrent run holding the same key, then finds it taken.
        const claimed = await tx
          .insert(notificationDigests)
          .values({
            accountId: reader.accountId,
            frequency: period.frequency,
            periodStart: period.start,
            notificationCount: told.length,
          })
          .onConflictDoNothing()
          .returning({ accountId: notificationDigests.accountId });
        if (claimed.length === 0) return false;
        await enqueueMessages(tx, [
          {
            ...compose(told),
            eventKey: `resume:${reader.accountId}:${period.frequency}:${period.start.toISOString()}`,
          },
        ]);
        return true;
      });
    },
  };
}

export type NotificationDigestsRepository = ReturnType<typeof createNotificationDigestsRepository>;
