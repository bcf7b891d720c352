import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { endAllSessions } from './sessions.port.ts';
import { accounts, passwordResetTokens } from '#modules/db/schema.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';

export function createPasswordResetRepository(db: Database) {
  return {
    /** Only active accounts may reset their password. `email` is lower-cased. */
    async findActiveAccount(email: string) {
      const [row] = await db
        .select({ id: accounts.id, userName: accounts.userName, email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.email, email), eq(accounts.status, 'ACTIF')))
        .limit(1);
      return row;
    },

    async countCreatedSince(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.accountId, accountId),
            gt(passwordResetTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Stores the link's hash with the e-mail that carries it (decision 034). */
    async insert(
      token: { accountId: number; tokenHash: string; expiresAt: Date },
      mail: OutgoingMail,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values(token);
        await enqueueEventMessages(tx, `reinitialisation:${token.tokenHash}`, [mail]);
      });
    },

    /**
     * In one transaction: claims the token if it is unused and unexpired and its account active,
     * sets the new password hash and retires every other pending link of that account. The claim
     * is a single UPDATE, so two simultaneous uses of one link cannot both succeed.
     */
    async consume(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .from(accounts)
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
              eq(accounts.id, passwordResetTokens.accountId),
              eq(accounts.status, 'ACTIF'),
            ),
          )
          .returning({ accountId: passwordResetTokens.accountId });
        if (!claimed) return false;
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, claimed.accountId));
        // Whoever knew the old password may hold a session: none survives the new one.
        await endAllSessions(tx, claimed.accountId, now);
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.accountId, claimed.accountId),
              isNull(passwordResetTokens.usedAt),
            ),
          );
        return true;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
