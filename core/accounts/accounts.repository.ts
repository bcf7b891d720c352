import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { BoutiqueApproval } from '#common/account-admin.ts';
import type { AccountType } from '#common/accounts.ts';
import type { Database } from '#modules/db/client.ts';
import type { TeamRole, TeamSeat } from '#common/shop-team.ts';
import { accounts, boutiqueMembers, boutiques, tenants } from '#modules/db/schema.ts';
import { refusedByUnique } from '#modules/db/unique-violation.ts';
import { insertDefaultDeliveryZones } from '#modules/delivery/delivery-zones.repository.ts';
import { insertOwnerSeat } from '#modules/shop-team/owner-seat.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import type { EmailConfirmation } from './email-confirmation.ts';
import { storeEmailConfirmation } from './email-confirmation.repository.ts';

export interface NewAccount {
  userName: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** E.164 (common/phone.ts); null for admins created from the command line. */
  telephone: string | null;
  pays: string | null;
  ville: string | null;
  typeCompte: AccountType;
  passwordHash: string;
  /** Set when the address is known to be the account's from the start (an admin's). */
  emailConfirmedAt?: Date;
  /** A seller's boutique, created with the account. */
  boutiqueName?: string;
  /** The boutique's approval: 'En attente' when the team reviews new boutiques first. */
  boutiqueApproval?: BoutiqueApproval;
  /** Sign-up: the link that confirms the address, and its mails, written with the account. */
  welcome?: (accountId: number) => { confirmation: EmailConfirmation; mails: OutgoingMail[] };
}

export type CreateOutcome =
  | { created: true; accountId: number; tenantId: number; boutiqueId: number | null }
  | { created: false; duplicate: 'email' | 'telephone' };

const UNIQUE_CONSTRAINTS = {
  accounts_email_unique: 'email',
  accounts_telephone_unique: 'telephone',
} as const;

/** Which unique index refused the row, if that is why the query failed. */
function duplicateField(error: unknown): 'email' | 'telephone' | undefined {
  const constraint = refusedByUnique(
    error,
    Object.keys(UNIQUE_CONSTRAINTS) as (keyof typeof UNIQUE_CONSTRAINTS)[],
  );
  return constraint && UNIQUE_CONSTRAINTS[constraint];
}

/**
 * An account as the services see it: with the boutique whose team it is in (its own for a
 * seller, another's for an invited member) and its role there, never its password hash. Read
 * through the left joins `seatOfAccount` and `boutiqueOfSeat`.
 */
export const accountColumns = {
  id: accounts.id,
  userName: accounts.userName,
  email: accounts.email,
  typeCompte: accounts.typeCompte,
  status: accounts.status,
  tenantId: accounts.tenantId,
  boutiqueId: boutiques.id,
  boutiqueTenantId: boutiques.tenantId,
  boutiqueName: boutiques.name,
  teamRole: boutiqueMembers.role,
  teamOwner: boutiqueMembers.owner,
};

/**
 * The two left joins that read `accountColumns`: the account's seat, then its boutique, only
 * while the boutique is active. A suspended boutique (its seller suspended or gone: the same
 * transaction sets `active` false) gives its whole team no boutique from their next request
 * on, on every instance: every seller service, API guard and dashboard finds the boutique
 * through this seat (decision 032), so none of them can reach it (issue 45).
 */
export const seatOfAccount = eq(boutiqueMembers.accountId, accounts.id);
export const boutiqueOfSeat = and(
  eq(boutiques.id, boutiqueMembers.boutiqueId),
  eq(boutiques.active, true),
);

/** The team seat of an account row read with `accountColumns`. */
export function teamSeatOf(row: {
  boutiqueId: number | null;
  boutiqueTenantId: number | null;
  boutiqueName: string | null;
  teamRole: TeamRole | null;
  teamOwner: boolean | null;
}): TeamSeat | null {
  if (row.boutiqueId === null || row.boutiqueTenantId === null || row.teamRole === null) {
    return null;
  }
  return {
    boutiqueId: row.boutiqueId,
    boutiqueTenantId: row.boutiqueTenantId,
    boutiqueName: row.boutiqueName ?? '',
    role: row.teamRole,
    owner: row.teamOwner ?? false,
  };
}

export function createAccountsRepository(db: Database) {
  return {
    /**
     * Tenant, account and (for a seller) boutique in one transaction. The unique indexes decide
     * duplicates, so two simultaneous registrations of one e-mail cannot both succeed.
     */
    async create({
      boutiqueName,
      boutiqueApproval,
      welcome,
      ...account
    }: NewAccount): Promise<CreateOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [tenant] = await tx
            .insert(tenants)
            .values({ name: boutiqueName ?? account.userName })
            .returning({ id: tenants.id });
          if (!tenant) throw new Error('Locataire non créé.');
          const [created] = await tx
            .insert(accounts)
            .values({ ...account, tenantId: tenant.id })
            .returning({ id: accounts.id });
          if (!created) throw new Error('Compte non créé.');
          if (welcome) {
            const { confirmation, mails } = welcome(created.id);
            await storeEmailConfirmation(tx, confirmation, mails);
          }
          let boutiqueId: number | null = null;
          if (boutiqueName !== undefined) {
            const [boutique] = await tx
              .insert(boutiques)
              .values({
                tenantId: tenant.id,
                name: boutiqueName,
                pays: account.pays,
                ville: account.ville,
                approval: boutiqueApproval,
              })
              .returning({ id: boutiques.id });
            boutiqueId = boutique?.id ?? null;
            if (boutiqueId !== null) {
              await insertDefaultDeliveryZones(tx, boutiqueId);
              await insertOwnerSeat(tx, {
                boutiqueId,
                accountId: created.id,
                fullName: account.userName,
                email: account.email,
              });
            }
          }
          return { created: true as const, accountId: created.id, tenantId: tenant.id, boutiqueId };
        });
      } catch (error) {
        const duplicate = duplicateField(error);
        if (duplicate) return { created: false, duplicate };
        throw error;
      }
    },

    /**
     * The accounts a login identifier may name: by e-mail (lower-cased), or by phone, each
     * reading of the number counting only for an account of its country (null: any country).
     */
    async findLoginCandidates(
      identifier: { email: string } | { phones: { e164: string; country: string | null }[] },
    ) {
      let where: SQL | undefined;
      if ('email' in identifier) {
        where = eq(accounts.email, identifier.email);
      } else {
        if (identifier.phones.length === 0) return [];
        where = or(
          ...identifier.phones.map(({ e164, country }) =>
            country === null
              ? eq(accounts.telephone, e164)
              : and(eq(accounts.telephone, e164), eq(accounts.pays, country)),
          ),
        );
      }
      return db
        .select({ ...accountColumns, passwordHash: accounts.passwordHash })
        .from(accounts)
        .leftJoin(boutiqueMembers, seatOfAccount)
        .leftJoin(boutiques, boutiqueOfSeat)
        .where(where)
        .orderBy(asc(accounts.id));
    },

    /** The spec's user list entries, oldest first. */
    listByType(typeCompte: AccountType) {
      return db
        .select({
          id: accounts.id,
          userName: accounts.userName,
          telephone: accounts.telephone,
          email: accounts.email,
          pays: accounts.pays,
          ville: accounts.ville,
        })
        .from(accounts)
        .where(eq(accounts.typeCompte, typeCompte))
        .orderBy(asc(accounts.id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
