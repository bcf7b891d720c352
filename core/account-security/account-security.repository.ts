import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Privacy } from '#common/account-security.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, recoveryCodes } from '#modules/db/schema.ts';

// Two-factor sign-in and privacy columns of an account (issue 19). Every write names the
// account, so a caller acts on its own account only.

export function createAccountSecurityRepository(db: Database) {
  return {
    async twoFactor(accountId: number) {
      const [row] = await db
        .select({
          sealedSecret: accounts.totpSecretSealed,
          enabledAt: accounts.totpEnabledAt,
          passwordHash: accounts.passwordHash,
          email: accounts.email,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },

    /** Keeps a new secret until it is confirmed; never replaces one in use. */
    async startEnrolment(accountId: number, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpSecretSealed: sealedSecret, totpLastStep: null })
        .where(and(eq(accounts.id, accountId), isNull(accounts.totpEnabledAt)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** Turns the confirmed secret on, with new recovery codes in place of any older ones. */
    async enable(accountId: number, step: number, codeHashes: string[], now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(accounts)
          .set({ totpEnabledAt: now, totpLastStep: step })
          .where(and(eq(accounts.id, accountId), isNull(accounts.totpEnabledAt)))
          .returning({ id: accounts.id });
        if (rows.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
        await tx
          .insert(recoveryCodes)
          .values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
        return true;
      });
    },

    async disable(accountId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(accounts.id, accountId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
      });
    },

    /**
     * Takes `step` as the last one used, only if it is later than the last one: of two logins
     * with the same code, even at the same moment, one only succeeds.
     */
    async claimStep(accountId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(accounts.id, accountId),
            or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step)),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** Spends an unused recovery code; false when it is unknown or already spent. */
    async spendRecoveryCode(accountId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.accountId, accountId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async privacy(accountId: number): Promise<Privacy> {
      const [row] = await db
        .select({ showEmail: accounts.showEmail, showPhone: accounts.showPhone })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row ?? { showEmail: false, showPhone: false };
    },

    async setPrivacy(accountId: number, privacy: Privacy): Promise<void> {
      await db.update(accounts).set(privacy).where(eq(accounts.id, accountId));
    },
  };
}

export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
