import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  ACCOUNT_ORDERS_PAGE_SIZE,
  ADMIN_SUSPENSION_MESSAGE,
  BOUTIQUE_NOT_FOUND_MESSAGE,
  SELF_SUSPENSION_MESSAGE,
  type AccountDetail,
  type AccountOrdersPage,
  type AccountTablePage,
  type AccountTableQuery,
  type BoutiqueApproval,
} from '#common/account-admin.ts';
import { readPage } from '#common/list-pages.ts';
import { readTablePage } from '#common/data-tables.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, Forbidden, NotFound } from '#modules/errors.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  approvalMail,
  reactivationMail,
  refusalMail,
  suspensionMail,
} from './account-admin-mails.ts';
import {
  orderOwnerOf,
  type AccountAdminRepository,
  type ListedType,
} from './account-admin.repository.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';

export interface AccountAdminDependencies {
  repository: AccountAdminRepository;
  outbox: OutboxNudge;
  brandName: string;
  publicUrl: string;
  clock?: Clock;
}

// The team's work on accounts (issue 14). Routes allow admins only; the service still refuses
// anyone else, and refuses to suspend an admin (oneself included): the team cannot lock itself out.

export function createAccountAdminService({
  repository,
  outbox,
  brandName,
  publicUrl,
  clock = systemClock,
}: AccountAdminDependencies) {
  const mailContext = { brandName, publicUrl };

  async function found(accountId: number): Promise<AccountDetail> {
    const account = await repository.detail(accountId);
    if (!account) throw new NotFound(ACCOUNT_NOT_FOUND_MESSAGE);
    return account;
  }

  async function table(
    admin: CurrentAccount,
    type: ListedType,
    query: AccountTableQuery,
  ): Promise<AccountTablePage> {
    requireAdmin(admin);
    const { found, page, pageCount } = await readTablePage(query.page, query.pageSize, (number) =>
      repository.tablePage(type, { ...query, page: number }),
    );
    return { rows: found.rows, total: found.total, query: { ...query, page }, pageCount };
  }

  async function review(
    admin: CurrentAccount,
    boutiqueId: number,
    decision: { to: 'Approuvée'; reason: string | null } | { to: 'Refusée'; reason: string },
  ) {
    requireAdmin(admin);
    const boutique = await repository.boutique(boutiqueId);
    if (!boutique) throw new NotFound(BOUTIQUE_NOT_FOUND_MESSAGE);
    // Approving puts back a refused boutique too; only a boutique awaiting review is refused.
    const from: BoutiqueApproval[] =
      decision.to === 'Approuvée' ? ['En attente', 'Refusée'] : ['En attente'];
    const changed = await repository.review({
      boutique,
      from,
      to: decision.to,
      reason: decision.reason,
      admin,
      at: clock(),
      mails: boutique.sellers.map((seller) =>
        decision.to === 'Approuvée'
          ? approvalMail(seller, boutique.name, mailContext)
          : refusalMail(seller, boutique.name, decision.reason, mailContext),
      ),
    });
    if (!changed) {
      throw new Conflict(
        decision.to === 'Approuvée'
          ? 'Cette boutique est déjà approuvée.'
          : 'Seule une boutique en attente de validation peut être refusée.',
      );
    }
    outbox.nudge();
    return { id: boutique.id, approval: decision.to };
  }

  return {
    sellers: (admin: CurrentAccount, query: AccountTableQuery) => table(admin, 'VENDEUR', query),
    buyers: (admin: CurrentAccount, query: AccountTableQuery) => table(admin, 'ACHETEUR', query),

    async detail(admin: CurrentAccount, accountId: number): Promise<AccountDetail> {
      requireAdmin(admin);
      return found(accountId);
    },

    /** The account's orders, newest first: its boutique's for a seller, its own for a buyer. */
    async orders(
      admin: CurrentAccount,
      accountId: number,
      asked: number,
    ): Promise<AccountOrdersPage> {
      requireAdmin(admin);
      const account = await found(accountId);
      const owner = orderOwnerOf(account);
      const size = ACCOUNT_ORDERS_PAGE_SIZE;
      const {
        found: read,
        page,
        pageCount,
      } = await readPage(asked, size, (number) =>
        repository.orders(owner, { limit: size, offset: (number - 1) * size }),
      );
      return { ...read, page, pageCount };
    },

    async suspend(admin: CurrentAccount, accountId: number, reason: string) {
      requireAdmin(admin);
      if (accountId === admin.id) throw new Forbidden(SELF_SUSPENSION_MESSAGE);
      const account = await found(accountId);
      if (account.typeCompte === 'ADMIN') throw new Forbidden(ADMIN_SUSPENSION_MESSAGE);
      const suspended = await repository.suspend({
        accountId,
        reason,
        admin,
        at: clock(),
        label: account.userName,
        mails: [
          suspensionMail({ ...account, seller: account.boutique !== null }, reason, mailContext),
        ],
      });
      if (!suspended) throw new Conflict('Ce compte est déjà suspendu.');
      outbox.nudge();
      return found(accountId);
    },

    async reactivate(admin: CurrentAccount, accountId: number, reason: string | null) {
      requireAdmin(admin);
      const account = await found(accountId);
      const reactivated = await repository.reactivate({
        accountId,
        reason,
        admin,
        at: clock(),
        label: account.userName,
        mails: [reactivationMail({ ...account, seller: account.boutique !== null }, mailContext)],
      });
      if (!reactivated) throw new Conflict('Ce compte n’est pas suspendu.');
      outbox.nudge();
      return found(accountId);
    },

    approve: (admin: CurrentAccount, boutiqueId: number, reason: string | null) =>
      review(admin, boutiqueId, { to: 'Approuvée', reason }),

    refuse: (admin: CurrentAccount, boutiqueId: number, reason: string) =>
      review(admin, boutiqueId, { to: 'Refusée', reason }),
  };
}

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
