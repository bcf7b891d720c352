import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { sessions } from '#modules/db/schema.ts';

// The accounts module's published port for sessions (decision 064): what other modules may do
// to an account's sessions, in the transaction of their own change (a new password, a
// suspension, a deletion). Signing in and checking a session stay in sessions.repository.ts.

/**
 * Ends every open session of an account, in the transaction that changes its password; but
 * `keep`, the device of a signed-in person who changed it themselves.
 */
export async function endAllSessions(
  tx: Pick<Database, 'update'>,
  accountId: number,
  now = new Date(),
  keep?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.endedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
