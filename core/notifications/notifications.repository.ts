import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationPage } from '#common/notifications.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques, notifications } from '#modules/db/schema.ts';

/** A notification to write; it is dated when written. */
export type NotificationDraft = Omit<
  typeof notifications.$inferInsert,
  'id' | 'readAt' | 'createdAt'
>;

/** Writes a notification with what runs the change it tells of (its transaction), dated `at`. */
export async function insertNotification(
  writer: Pick<Database, 'insert'>,
  notification: NotificationDraft,
  at: Date,
): Promise<void> {
  await writer.insert(notifications).values({ ...notification, createdAt: at });
}

/** A notification for every seller of a boutique: who reads it is decided when it is written. */
export type ShopNotificationDraft = Omit<NotificationDraft, 'accountId'>;

/**
 * Writes a notification for each seller account of `boutiqueId` but `except` (the one who made
 * the change), with what runs the change (its transaction), dated `at`.
 */
export async function insertShopNotification(
  writer: Pick<Database, 'execute'>,
  boutiqueId: number,
  notification: ShopNotificationDraft,
  at: Date,
  except: number | null = null,
): Promise<void> {
  await writer.execute(sql`
    insert into ${notifications} (account_id, kind, message, link, commande_id, created_at)
    select ${accounts.id}, ${notification.kind}, ${notification.message}, ${notification.link},
      ${notification.commandeId ?? null}, ${at}
    from ${boutiques} join ${accounts} on ${accounts.tenantId} = ${boutiques.tenantId}
    where ${boutiques.id} = ${boutiqueId} and ${accounts.typeCompte} = 'VENDEUR'
      and ${accounts.id} is distinct from ${except}`);
}

export function createNotificationsRepository(db: Database) {
  const unreadOf = (accountId: number) =>
    and(eq(notifications.accountId, accountId), isNull(notifications.readAt));

  return {
    /** A page of the account's notifications, unread first, then the newest. */
    async findPage(
      accountId: number,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<Omit<NotificationPage, 'page' | 'pageCount'>> {
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.accountId, accountId))
          .orderBy(
            sql`${notifications.readAt} is null desc`,
            desc(notifications.createdAt),
            desc(notifications.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
            newestId: sql<number | null>`max(${notifications.id})`,
          })
          .from(notifications)
          .where(eq(notifications.accountId, accountId)),
      ]);
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          message: row.message,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
        total: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
        newestId: counts?.newestId ?? null,
      };
    },

    async unreadCount(accountId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(unreadOf(accountId));
      return row?.count ?? 0;
    },

    /** False when the account has no such notification. */
    async markRead(accountId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
        .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
        .returning({ id: notifications.id });
      return rows.length === 1;
    },

    /** Every unread notification up to `upToId` (those the account saw), or all of them. */
    async markAllRead(accountId: number, upToId: number | null, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(unreadOf(accountId), upToId === null ? undefined : lte(notifications.id, upToId)),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
