import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { PaymentPreference } from '#common/addresses.ts';
import type { SettingsChange } from '#common/settings-history.ts';
import type { Gender } from '#common/shop-settings.ts';
import { endAllSessions } from '#modules/accounts/sessions.port.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques, emailChanges } from '#modules/db/schema.ts';
import { refusedByUnique } from '#modules/db/unique-violation.ts';
import {
  latestSettingsChanges,
  recordSettingsChange,
} from '#modules/shop-settings/settings-history.repository.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import type { EmailConfirmation } from '#modules/accounts/email-confirmation.ts';
import { storeEmailConfirmation } from '#modules/accounts/email-confirmation.repository.ts';
import { attachGuestOrders } from '#modules/orders/guest-orders.repository.ts';

/** Who makes a change, as the shop's history names them. */
export interface Actor {
  id: number;
  userName: string;
}

export interface ProfileRow {
  userName: string;
  /** Null when the name was saved whole (sign-up, sellers). */
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
  birthday: string | null;
  gender: Gender | null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's boutique (sellers), whose history tells of its profile's changes. */
async function boutiqueOf(tx: Transaction, accountId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: boutiques.id })
    .from(boutiques)
    .innerJoin(accounts, eq(accounts.tenantId, boutiques.tenantId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.id ?? null;
}

async function recordProfileChange(tx: Transaction, actor: Actor, changes: SettingsChange[]) {
  const boutiqueId = await boutiqueOf(tx, actor.id);
  if (boutiqueId !== null) {
    await recordSettingsChange(tx, { boutiqueId, account: actor, panel: 'profil', changes });
  }
}

export function createProfileRepository(db: Database) {
  return {
    async find(accountId: number) {
      const [row] = await db
        .select({
          userName: accounts.userName,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          emailConfirmedAt: accounts.emailConfirmedAt,
          telephone: accounts.telephone,
          pays: accounts.pays,
          birthday: accounts.birthday,
          gender: accounts.gender,
          photoUrl: accounts.photoUrl,
          passwordHash: accounts.passwordHash,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row;
    },

    /** The latest new address still waiting for its link to be opened. */
    async pendingEmail(accountId: number, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.accountId, accountId),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .orderBy(desc(emailChanges.id))
        .limit(1);
      return row?.newEmail ?? null;
    },

    history: (boutiqueId: number) => latestSettingsChanges(db, boutiqueId, 'profil'),

    /**
     * Saves the profile and, for a seller, the history entry in the same transaction. False
     * when the phone number belongs to another account (the unique index decides).
     */
    async update(actor: Actor, profile: ProfileRow, changes: SettingsChange[]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.update(accounts).set(profile).where(eq(accounts.id, actor.id));
          await recordProfileChange(tx, actor, changes);
        });
        return true;
      } catch (error) {
        if (refusedByUnique(error, ['accounts_telephone_unique'])) return false;
        throw error;
      }
    },

    async paymentPreference(accountId: number): Promise<PaymentPreference> {
      const [row] = await db
        .select({
          method: accounts.preferredPaymentMethod,
          mobileMoneyOperator: accounts.preferredMobileMoneyOperator,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row ?? { method: null, mobileMoneyOperator: null };
    },

    async setPaymentPreference(accountId: number, preference: PaymentPreference) {
      await db
        .update(accounts)
        .set({
          preferredPaymentMethod: preference.method,
          preferredMobileMoneyOperator: preference.mobileMoneyOperator,
        })
        .where(eq(accounts.id, accountId));
    },

    async setPhoto(accountId: number, photoUrl: string | null) {
      await db.update(accounts).set({ photoUrl }).where(eq(accounts.id, accountId));
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return row !== undefined;
    },

    /** A new link (an e-mail change's, or the address's own sent again) and its `mails`. */
    async requestEmailConfirmation(confirmation: EmailConfirmation, mails: OutgoingMail[]) {
      await db.transaction((tx) => storeEmailConfirmation(tx, confirmation, mails));
    },

    /**
     * Claims the link if it is unused, unexpired and its account active, and gives the account
     * that address, confirmed, in one transaction: the claim is a single UPDATE, so a link works
     * once. The orders placed without an account under that address join the account then, and
     * only then. 'taken' when another account got the address since the link was sent.
     */
    async confirmEmail(
      tokenHash: string,
      now: Date,
    ): Promise<
      | { outcome: 'confirmed'; changed: boolean; attachedOrders: number }
      | { outcome: 'invalid' | 'taken' }
    > {
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(emailChanges)
            .set({ confirmedAt: now })
            .from(accounts)
            .where(
              and(
                eq(emailChanges.tokenHash, tokenHash),
                isNull(emailChanges.confirmedAt),
                gt(emailChanges.expiresAt, now),
                eq(accounts.id, emailChanges.accountId),
                eq(accounts.status, 'ACTIF'),
              ),
            )
            .returning({
              accountId: emailChanges.accountId,
              newEmail: emailChanges.newEmail,
              oldEmail: accounts.email,
              userName: accounts.userName,
            });
          if (!claimed) return { outcome: 'invalid' as const };
          await tx
            .update(accounts)
            .set({ email: claimed.newEmail, emailConfirmedAt: now })
            .where(eq(accounts.id, claimed.accountId));
          const changed = claimed.newEmail !== claimed.oldEmail;
          if (changed) {
            await recordProfileChange(tx, { id: claimed.accountId, userName: claimed.userName }, [
              { label: 'E-mail', from: claimed.oldEmail, to: claimed.newEmail },
            ]);
          }
          const attachedOrders = await attachGuestOrders(tx, claimed.accountId, claimed.newEmail);
          return { outcome: 'confirmed' as const, changed, attachedOrders };
        });
      } catch (error) {
        if (refusedByUnique(error, ['accounts_email_unique'])) return { outcome: 'taken' };
        throw error;
      }
    },

    /** The new password, and every other device signed out, at once. */
    async changePassword(accountId: number, passwordHash: string, keepSession: string) {
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
        await endAllSessions(tx, accountId, new Date(), keepSession);
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
