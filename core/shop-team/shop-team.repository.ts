import { and, asc, desc, eq, gt, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { INVITATION_MAX_FAILED_PASSWORDS, type TeamRole } from '#common/shop-team.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiqueMembers, boutiques, tenants } from '#modules/db/schema.ts';
import { refusedByUnique } from '#modules/db/unique-violation.ts';
import {
  latestSettingsChanges,
  recordSettingsChange,
} from '#modules/shop-settings/settings-history.repository.ts';
import type { SettingsChange } from '#common/settings-history.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';

type Writer = Pick<Database, 'insert'>;

/** Who acts, as the team's history records them. */
export interface TeamActor {
  id: number;
  userName: string;
}

export function createShopTeamRepository(db: Database) {
  return {
    /** The team's table: owner first, then members and invitations by arrival. */
    async list(boutiqueId: number) {
      return db
        .select({
          id: boutiqueMembers.id,
          accountId: boutiqueMembers.accountId,
          fullName: sql<string>`coalesce(${accounts.userName}, ${boutiqueMembers.fullName})`,
          email: sql<string>`coalesce(${accounts.email}, ${boutiqueMembers.email})`,
          role: boutiqueMembers.role,
          owner: boutiqueMembers.owner,
          expiresAt: boutiqueMembers.expiresAt,
        })
        .from(boutiqueMembers)
        .leftJoin(accounts, eq(accounts.id, boutiqueMembers.accountId))
        .where(eq(boutiqueMembers.boutiqueId, boutiqueId))
        .orderBy(desc(boutiqueMembers.owner), asc(boutiqueMembers.id));
    },

    /** The team's latest changes, in the shop's settings history. */
    history: (boutiqueId: number) => latestSettingsChanges(db, boutiqueId, 'equipe'),

    async find(boutiqueId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(boutiqueMembers)
        .where(and(eq(boutiqueMembers.boutiqueId, boutiqueId), eq(boutiqueMembers.id, memberId)));
      return row;
    },

    /** An account by e-mail: may it join a team, and is it in one already? */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          typeCompte: accounts.typeCompte,
          status: accounts.status,
          passwordHash: accounts.passwordHash,
          seat: boutiqueMembers.boutiqueId,
        })
        .from(accounts)
        .leftJoin(boutiqueMembers, eq(boutiqueMembers.accountId, accounts.id))
        .where(eq(accounts.email, email));
      return row;
    },

    /** False when the e-mail is already in the team (member or pending invitation). */
    async invite(
      invitation: {
        boutiqueId: number;
        fullName: string;
        email: string;
        role: TeamRole;
        tokenHash: string;
        expiresAt: Date;
      },
      actor: TeamActor,
      changes: SettingsChange[],
      mail: OutgoingMail,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(boutiqueMembers).values({ ...invitation, invitedByAccountId: actor.id });
          await recordTeamChange(tx, invitation.boutiqueId, actor, changes);
          await enqueueEventMessages(tx, `invitation:${invitation.tokenHash}`, [mail]);
        });
        return true;
      } catch (error) {
        if (refusedByUnique(error, ['boutique_members_email_unique'])) return false;
        throw error;
      }
    },

    async setRole(
      boutiqueId: number,
      memberId: number,
      role: TeamRole,
      actor: TeamActor,
      changes: SettingsChange[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(boutiqueMembers)
          .set({ role })
          .where(
            and(
              eq(boutiqueMembers.boutiqueId, boutiqueId),
              eq(boutiqueMembers.id, memberId),
              eq(boutiqueMembers.owner, false),
            ),
          );
        await recordTeamChange(tx, boutiqueId, actor, changes);
      });
    },

    /** Removes a member or an invitation: the account's next request finds no seat. */
    async remove(
      boutiqueId: number,
      memberId: number,
      actor: TeamActor,
      changes: SettingsChange[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .delete(boutiqueMembers)
          .where(
            and(
              eq(boutiqueMembers.boutiqueId, boutiqueId),
              eq(boutiqueMembers.id, memberId),
              eq(boutiqueMembers.owner, false),
            ),
          );
        await recordTeamChange(tx, boutiqueId, actor, changes);
      });
    },

    /** A pending, unexpired invitation by its token's hash, with its boutique's name. */
    async pendingInvitation(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: boutiqueMembers.id,
          boutiqueId: boutiqueMembers.boutiqueId,
          boutiqueName: boutiques.name,
          fullName: boutiqueMembers.fullName,
          email: boutiqueMembers.email,
          role: boutiqueMembers.role,
        })
        .from(boutiqueMembers)
        .innerJoin(boutiques, eq(boutiques.id, boutiqueMembers.boutiqueId))
        .where(
          and(
            eq(boutiqueMembers.tokenHash, tokenHash),
            isNull(boutiqueMembers.accountId),
            gt(boutiqueMembers.expiresAt, now),
            lt(boutiqueMembers.failedPasswords, INVITATION_MAX_FAILED_PASSWORDS),
          ),
        );
      return row;
    },

    async countFailedPassword(memberId: number) {
      await db
        .update(boutiqueMembers)
        .set({ failedPasswords: sql`${boutiqueMembers.failedPasswords} + 1` })
        .where(eq(boutiqueMembers.id, memberId));
    },

    /**
     * Claims the invitation for the account, once: a single UPDATE on a pending row, so two uses
     * of one link cannot both succeed, and an account already in a team is refused by the index.
     * `newAccount` is created in the same transaction (a new member's own login).
     */
    async accept(
      memberId: number,
      tokenHash: string,
      now: Date,
      account: { id: number } | { newAccount: NewMemberAccount },
    ): Promise<'accepted' | 'invalid' | 'otherTeam'> {
      try {
        return await db.transaction(async (tx) => {
          let accountId: number;
          if ('id' in account) {
            accountId = account.id;
          } else {
            const { userName, email, passwordHash } = account.newAccount;
            const [tenant] = await tx
              .insert(tenants)
              .values({ name: userName })
              .returning({ id: tenants.id });
            if (!tenant) throw new Error('Locataire non créé.');
            const [created] = await tx
              .insert(accounts)
              .values({
                tenantId: tenant.id,
                userName,
                email,
                passwordHash,
                typeCompte: 'ACHETEUR',
                // The invitation was opened from the mail sent to this address: it is theirs.
                emailConfirmedAt: new Date(),
              })
              .returning({ id: accounts.id });
            if (!created) throw new Error('Compte non créé.');
            accountId = created.id;
          }
          const [claimed] = await tx
            .update(boutiqueMembers)
            .set({ accountId, acceptedAt: now, tokenHash: null, expiresAt: null })
            .where(
              and(
                eq(boutiqueMembers.id, memberId),
                eq(boutiqueMembers.tokenHash, tokenHash),
                isNull(boutiqueMembers.accountId),
                gt(boutiqueMembers.expiresAt, now),
              ),
            )
            .returning({ id: boutiqueMembers.id });
          // Used, expired or voided meanwhile: nothing of this acceptance is kept.
          if (!claimed) tx.rollback();
          return 'accepted' as const;
        });
      } catch (error) {
        if (refusedByUnique(error, ['boutique_members_account_unique'])) return 'otherTeam';
        // An account took the e-mail meanwhile: the link, still pending, now asks its password.
        if (refusedByUnique(error, ['accounts_email_unique'])) return 'invalid';
        if (error instanceof TransactionRollbackError) return 'invalid';
        throw error;
      }
    },
  };
}

export interface NewMemberAccount {
  userName: string;
  email: string;
  passwordHash: string;
}

async function recordTeamChange(
  tx: Writer,
  boutiqueId: number,
  actor: TeamActor,
  changes: SettingsChange[],
) {
  await recordSettingsChange(tx, { boutiqueId, account: actor, panel: 'equipe', changes });
}

export type ShopTeamRepository = ReturnType<typeof createShopTeamRepository>;
