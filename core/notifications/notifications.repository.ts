import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationPage } from '#common/notifications.ts';
import type { Database } from '#modules/db/client.ts';
import { notifications } from '#modules/db/schema.ts';

// An account's notifications, read and marked read; other modules write them through
// notifications.port.ts.

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
