import {
  STATEMENT_LINES_PER_PAGE,
  type BoutiqueBalance,
  type RefundOwed,
  type Statement,
  type StatementQuery,
} from '#common/ledger.ts';
import { readPage } from '#common/list-pages.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import { refundSettled, release } from './ledger-postings.ts';
import { orderHoldings, postLedger } from './ledger.repository.ts';
import type { LedgerRepository } from './ledger.repository.ts';

export interface LedgerDependencies {
  repository: LedgerRepository;
  /** PAYOUT_HOLD_DAYS: how long after delivery a boutique's money becomes available. */
  holdDays: number;
  /** What time it is: the hold's end is judged by it (tests move it). */
  clock?: Clock;
}

const DAY_MS = 86_400_000;
const RELEASE_BATCH = 200;

/**
 * The ledger's readings and the events that are not an order's change (decision 055): the end of
 * each delivered order's holding period, the balance a boutique sees, the refunds the team owes
 * and settles.
 */
export function createLedgerService(deps: LedgerDependencies) {
  const { repository, holdDays, clock = systemClock } = deps;

  return {
    /**
     * Makes available the share of every order delivered at least `holdDays` ago, dated the day
     * its hold ended. Safe to run on several instances at once, and again: each posts once.
     */
    async releaseDue(now: Date = clock()): Promise<number> {
      const deliveredBefore = new Date(now.getTime() - holdDays * DAY_MS);
      let released = 0;
      for (;;) {
        const batch = await repository.transaction(async (tx) => {
          const due = await repository.dueReleases(tx, deliveredBefore, RELEASE_BATCH);
          for (const order of due) {
            const draft = release(
              { id: order.orderId, boutiqueId: order.boutiqueId },
              await orderHoldings(tx, order.orderId),
            );
            const endOfHold = new Date(order.deliveredAt.getTime() + holdDays * DAY_MS);
            // A delivery that left nothing to hold (a 100 % commission) still closes its hold.
            if (draft) await postLedger(tx, draft, endOfHold);
          }
          return due.length;
        });
        released += batch;
        if (batch < RELEASE_BATCH) return released;
      }
    },

    /** The boutique of the account's team: what the ledger says it is owed. */
    async balance(account: CurrentAccount): Promise<BoutiqueBalance> {
      return repository.boutiqueBalance(teamBoutique(account, 'voir'));
    },

    /** The boutique's month in the ledger, a page at a time (a page past the end: the last). */
    async statement(account: CurrentAccount, query: StatementQuery): Promise<Statement> {
      const boutiqueId = teamBoutique(account, 'voir');
      const from = new Date(`${query.mois}-01T00:00:00Z`);
      const before = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
      const { found, page, pageCount } = await readPage(
        query.page,
        STATEMENT_LINES_PER_PAGE,
        (number) =>
          repository.statement(
            boutiqueId,
            { from, before },
            { limit: STATEMENT_LINES_PER_PAGE, offset: (number - 1) * STATEMENT_LINES_PER_PAGE },
          ),
      );
      return { month: query.mois, ...found, page, pageCount };
    },

    /** Paid orders cancelled whose money the team still has to give back, oldest first. */
    async refundsOwed(account: CurrentAccount): Promise<RefundOwed[]> {
      requireAdmin(account);
      return repository.refundsOwed();
    },

    /** The team gave the buyer's money back: recorded with its reference, and audited. */
    async settleRefund(account: CurrentAccount, orderId: number, reference: string) {
      requireAdmin(account);
      await repository.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order) throw new NotFound('Commande introuvable.');
        const draft = refundSettled(order, await orderHoldings(tx, orderId), {
          reference,
          adminAccountId: account.id,
        });
        if (!draft) throw new Conflict('Aucun remboursement n’est dû pour cette commande.');
        await postLedger(tx, draft, clock());
        await recordAdminAction(tx, {
          admin: account,
          action: 'remboursement.regle',
          target: { type: 'commande', id: orderId, label: order.orderNumber },
          reason: reference,
        });
      });
      return repository.refundsOwed();
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
