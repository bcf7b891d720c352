import { eq, sql } from 'drizzle-orm';
import type {
  BoutiqueBalance,
  BoutiqueMovement,
  LedgerAccount,
  LedgerKind,
  RefundOwed,
} from '#common/ledger.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { ledgerEntries, ledgerTransactions } from '#modules/db/schema.ts';
import type { LedgerDraft, OrderHoldings } from './ledger-postings.ts';
import { moneyAccount } from './ledger-sales.ts';

// The ledger in PostgreSQL (decision 055): transactions named by their event's key and their
// entries, only ever inserted. Balances are sums over the entries, read through their indexes.

type Executor = Database | DatabaseTransaction;

/**
 * Writes the draft at `at`, in the caller's transaction; false (nothing written) when its key
 * was already posted. A concurrent post of the same key waits on the unique index, then skips.
 */
export async function postLedger(tx: Executor, draft: LedgerDraft, at: Date): Promise<boolean> {
  const [posted] = await tx
    .insert(ledgerTransactions)
    .values({
      key: draft.key,
      kind: draft.kind,
      commandeId: draft.commandeId,
      boutiqueId: draft.boutiqueId,
      occurredAt: at,
      memo: draft.memo ?? null,
      recordedByAccountId: draft.recordedByAccountId ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!posted) return false;
  await tx.insert(ledgerEntries).values(
    draft.lines.map((line) => ({
      transactionId: posted.id,
      account: line.account,
      boutiqueId: line.boutiqueId,
      commandeId: draft.commandeId,
      amount: line.amount,
      occurredAt: at,
    })),
  );
  return true;
}

/** What the ledger holds for one order, per account. */
export async function orderHoldings(tx: Executor, orderId: number): Promise<OrderHoldings> {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      amount: sql<string>`sum(${ledgerEntries.amount})::bigint`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.commandeId, orderId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.amount)]));
}

/** A boutique's balance, from its entries (an index-only sum per account). */
export async function boutiqueBalance(db: Executor, boutiqueId: number): Promise<BoutiqueBalance> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      amount: sql<string>`sum(${ledgerEntries.amount})::bigint`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.boutiqueId, boutiqueId))
    .groupBy(ledgerEntries.account);
  const sum = (account: LedgerAccount) =>
    Number(rows.find((row) => row.account === account)?.amount ?? 0);
  // The boutique's accounts are the platform's debts to it: credits, so negative sums.
  const awaitingDelivery = -sum('boutique_awaiting_delivery');
  const pending = -sum('boutique_pending');
  const available = -sum('boutique_available');
  const commissionOwed = sum('boutique_commission_owed');
  return {
    awaitingDelivery,
    pending,
    available,
    commissionOwed,
    expected: awaitingDelivery + pending + available - commissionOwed,
  };
}

/** A boutique's accounts as columns, the platform's debts to it positive. */
const movementColumns = sql`
  -coalesce(sum(e.amount) filter (where e.account = 'boutique_awaiting_delivery'), 0)::int
    as "awaitingDelivery",
  -coalesce(sum(e.amount) filter (where e.account = 'boutique_pending'), 0)::int as pending,
  -coalesce(sum(e.amount) filter (where e.account = 'boutique_available'), 0)::int as available,
  coalesce(sum(e.amount) filter (where e.account = 'boutique_commission_owed'), 0)::int
    as "commissionOwed"`;

export function createLedgerRepository(db: Database) {
  return {
    /**
     * The boutique's transactions within [from, before), newest first, `limit` from `offset`;
     * with the span's totals and how many transactions it holds. Read through the entries'
     * (boutique, date) index: the cost follows the month, not the boutique's history.
     */
    async statement(
      boutiqueId: number,
      span: { from: Date; before: Date },
      window: { limit: number; offset: number },
    ) {
      // Money only: the sales' memorandum entries (decision 058) are the statistics'.
      const within = sql`e.boutique_id = ${boutiqueId} and ${moneyAccount(sql`e.account`)}
        and e.occurred_at >= ${span.from.toISOString()}
        and e.occurred_at < ${span.before.toISOString()}`;
      const [lines, totals] = await Promise.all([
        db.execute<
          BoutiqueMovement & { at: Date; kind: LedgerKind; orderNumber: string | null }
        >(sql`
          select t.occurred_at as at, t.kind, c.order_number as "orderNumber", ${movementColumns}
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          left join commandes c on c.id = t.commande_id
          where ${within}
          group by t.id, c.order_number
          order by t.occurred_at desc, t.id desc
          limit ${window.limit} offset ${window.offset}`),
        db.execute<BoutiqueMovement & { total: number }>(sql`
          select ${movementColumns}, count(distinct e.transaction_id)::int as total
          from ledger_entries e where ${within}`),
      ]);
      // An aggregate without grouping answers one row, even over no entry.
      const [summed] = totals.rows;
      if (!summed) throw new Error('Relevé : le total du mois manque.');
      const { total, ...sums } = summed;
      return {
        lines: lines.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
        totals: sums,
        total,
      };
    },

    transaction: <T>(work: (tx: DatabaseTransaction) => Promise<T>) => db.transaction(work),

    boutiqueBalance: (boutiqueId: number) => boutiqueBalance(db, boutiqueId),

    /**
     * Deliveries of orders paid online, older than `deliveredBefore`, whose share has not been
     * released yet (at most `limit`, oldest first), locked so another instance skips them.
     */
    async dueReleases(tx: DatabaseTransaction, deliveredBefore: Date, limit: number) {
      const { rows } = await tx.execute<{ orderId: number; boutiqueId: number; deliveredAt: Date }>(
        sql`
        select d.commande_id as "orderId", d.boutique_id as "boutiqueId",
               d.occurred_at as "deliveredAt"
        from ledger_transactions d
        where d.kind = 'delivery' and d.occurred_at <= ${deliveredBefore.toISOString()}
          and not exists (
            select 1 from ledger_transactions r where r.key = 'disponible:' || d.commande_id
          )
        order by d.occurred_at
        limit ${limit}
        for update skip locked`,
      );
      return rows.map((row) => ({ ...row, deliveredAt: new Date(row.deliveredAt) }));
    },

    /** Paid orders cancelled whose refund is still owed, oldest first. */
    async refundsOwed(): Promise<RefundOwed[]> {
      const { rows } = await db.execute<RefundOwed & { owedSince: Date; amount: string }>(sql`
        select c.id as "orderId", c.order_number as "orderNumber", b.name as boutique,
               k.client_name as client, k.client_phone as "clientPhone",
               -sum(e.amount)::bigint as amount, min(e.occurred_at) as "owedSince"
        from ledger_entries e
        join commandes c on c.id = e.commande_id
        join boutiques b on b.id = c.boutique_id
        join checkouts k on k.id = c.checkout_id
        where e.account = 'buyer_refunds_owed'
        group by c.id, b.name, k.client_name, k.client_phone
        having sum(e.amount) <> 0
        order by min(e.occurred_at)`);
      return rows.map((row) => ({
        ...row,
        amount: Number(row.amount),
        owedSince: new Date(row.owedSince).toISOString(),
      }));
    },

    /** The order's boutique, if the order exists, locked for the change being made. */
    async lockOrder(tx: DatabaseTransaction, orderId: number) {
      const { rows } = await tx.execute<{ id: number; boutiqueId: number; orderNumber: string }>(
        sql`select id, boutique_id as "boutiqueId", order_number as "orderNumber"
            from commandes where id = ${orderId} for update`,
      );
      return rows[0];
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
