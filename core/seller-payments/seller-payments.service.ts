import { readPage } from '#common/list-pages.ts';
import { MONTH_INVALID, statementQuerySchema, type Statement } from '#common/ledger.ts';
import {
  PAYMENT_ORDERS_PER_PAGE,
  statementCsv,
  type SellerPayments,
  type StatementFormat,
} from '#common/seller-payments.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Validation } from '#modules/errors.ts';
import type { LedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type { SellerPaymentsRepository } from './seller-payments.repository.ts';
import { renderStatementPdf } from './statement-pdf.ts';

export interface SellerPaymentsDependencies {
  repository: SellerPaymentsRepository;
  ledger: Pick<LedgerRepository, 'boutiqueBalance' | 'statement'>;
  /** PAYOUT_HOLD_DAYS. */
  holdDays: number;
  brandName: string;
  /** The smallest payout the team's runs make, once they have one (null: not shown). */
  payoutMinimum?: number | null;
  clock?: Clock;
}

const DAY_MS = 86_400_000;
/** A month's statement is downloaded whole: more lines than a boutique makes in a month. */
const STATEMENT_MAX_LINES = 1_000_000;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The months from `first` to `last` (« AAAA-MM »), newest first. */
function monthsBetween(first: Date, last: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  const start = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
  while (cursor.getTime() >= start) {
    months.push(monthOf(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

/**
 * The boutique's « Paiements » (issue 46 §3): its balance as the ledger has it, its orders with
 * their commission and net, when held money becomes available, and its monthly statements as
 * CSV and PDF. The account's team seat decides the boutique, never a parameter.
 */
export function createSellerPaymentsService(deps: SellerPaymentsDependencies) {
  const { repository, ledger, holdDays, brandName, clock = systemClock } = deps;
  const endOfHold = (deliveredAt: Date) => new Date(deliveredAt.getTime() + holdDays * DAY_MS);

  async function monthStatement(boutiqueId: number, month: string) {
    if (!statementQuerySchema.shape.mois.safeParse(month).success) {
      throw Validation.field('mois', MONTH_INVALID);
    }
    const from = new Date(`${month}-01T00:00:00Z`);
    const before = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const statement: Pick<Statement, 'lines' | 'totals'> = await ledger.statement(
      boutiqueId,
      { from, before },
      { limit: STATEMENT_MAX_LINES, offset: 0 },
    );
    return statement;
  }

  return {
    async overview(account: CurrentAccount, page: number): Promise<SellerPayments> {
      const boutiqueId = teamBoutique(account, 'voir');
      const [balance, paidOut, oldestHeld, firstEntry, orders] = await Promise.all([
        ledger.boutiqueBalance(boutiqueId),
        repository.paidOut(boutiqueId),
        repository.oldestHeldDelivery(boutiqueId),
        repository.firstEntryAt(boutiqueId),
        readPage(page, PAYMENT_ORDERS_PER_PAGE, (number) =>
          repository.orders(boutiqueId, {
            limit: PAYMENT_ORDERS_PER_PAGE,
            offset: (number - 1) * PAYMENT_ORDERS_PER_PAGE,
          }),
        ),
      ]);
      const now = clock();
      return {
        balance: {
          pending: balance.awaitingDelivery + balance.pending,
          awaitingDelivery: balance.awaitingDelivery,
          inHold: balance.pending,
          available: balance.available,
          paidOut,
          commissionOwed: balance.commissionOwed,
        },
        holdDays,
        nextAvailableAt: oldestHeld ? endOfHold(oldestHeld).toISOString() : null,
        payoutMinimum: deps.payoutMinimum ?? null,
        orders: {
          lines: orders.found.lines.map(({ deliveredAt, ...order }) => ({
            ...order,
            createdAt: new Date(order.createdAt).toISOString(),
            net: order.gross - order.commission,
            availableAt:
              order.state === 'en-garantie' && deliveredAt
                ? endOfHold(new Date(deliveredAt)).toISOString()
                : null,
          })),
          total: orders.found.total,
          page: orders.page,
          pageCount: orders.pageCount,
        },
        months: firstEntry ? monthsBetween(firstEntry, now) : [monthOf(now)],
      };
    },

    /** A month's statement as a file to download: CSV for a spreadsheet, or PDF. */
    async statementFile(
      account: CurrentAccount,
      month: string,
      format: StatementFormat,
    ): Promise<Buffer> {
      const boutiqueId = teamBoutique(account, 'voir');
      const statement = await monthStatement(boutiqueId, month);
      if (format === 'csv') return Buffer.from(statementCsv(statement), 'utf8');
      return renderStatementPdf({
        brandName,
        boutiqueName: account.team?.boutiqueName ?? '',
        month,
        issuedAt: clock(),
        statement,
      });
    },
  };
}

export type SellerPaymentsService = ReturnType<typeof createSellerPaymentsService>;
