import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiqueMembers, boutiques, sessions } from '#modules/db/schema.ts';
import { accountColumns, boutiqueOfSeat, seatOfAccount } from './accounts.repository.ts';
import { endAllSessions } from './sessions.port.ts';

// Sessions: one row per signed-in device, named by the token. Checking a token reads its
// session and account in one primary-key lookup, the same single query the account check
// already cost before sessions could be ended.

export function createSessionsRepository(db: Database) {
  return {
    async open(session: {
      accountId: number;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }) {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error('Session non créée.');
      return row.id;
    },

    /** The session with the account it belongs to (and its seat in a team), if it exists. */
    async findWithAccount(sessionId: string) {
      const [row] = await db
        .select({
          ...accountColumns,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .leftJoin(boutiqueMembers, seatOfAccount)
        .leftJoin(boutiques, boutiqueOfSeat)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row;
    },

    /** Moves the session's last activity on, unless another request already did since `before`. */
    async touch(sessionId: string, now: Date, before: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, before)));
    },

    /** The account's open sessions, the most recently active first. */
    listOpen(accountId: number, now = new Date()) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.accountId, accountId),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one of the account's own sessions; false when it has none of that id open. */
    async endOwn(accountId: number, sessionId: string, now = new Date()): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.accountId, accountId),
            isNull(sessions.endedAt),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Every session of the account but `keep` (this device). */
    endOthers: (accountId: number, keep: string) => endAllSessions(db, accountId, new Date(), keep),

    async end(sessionId: string, now = new Date()): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
