import { sql } from 'drizzle-orm';
import type { OrderStatus } from '#common/orders.ts';
import type { PaymentOrderState } from '#common/seller-payments.ts';
import type { Database } from '#modules/db/client.ts';
import { settledByPayout } from '#modules/ledger/settled-by-payout.ts';
import { moneyAccount } from '#modules/ledger/ledger-sales.ts';

// The boutique's « Paiements » screen read from the ledger (decision 055): what was paid out,
// when held money becomes available, and each order the ledger moved with its commission.

export interface PaymentOrderRow {
  orderId: number;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paidOnline: boolean;
  gross: number;
  commission: number;
  deliveryFee: number;
  state: PaymentOrderState;
  deliveredAt: Date | null;
}

export function createSellerPaymentsRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  return {
    /**
     * What payouts took from the boutique's available account, less the payouts that failed
     * and came back. Positive: paid out. (The commission netted before a payout is not paid
     * to the boutique: it settles what it owed.)
     */
    async paidOut(boutiqueId: number): Promise<number> {
      const [row] = await rows<{ amount: string }>(sql`
        select coalesce(sum(e.amount), 0)::bigint as amount
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.boutique_id = ${boutiqueId} and e.account = 'boutique_available'
          and t.kind in ('payout', 'payout_failed')`);
      return Number(row?.amount ?? 0);
    },

    /** The earliest delivery whose share is still held (its hold ends `holdDays` later). */
    async oldestHeldDelivery(boutiqueId: number): Promise<Date | null> {
      const [row] = await rows<{ at: Date | null }>(sql`
        select min(e.occurred_at) as at
        from ledger_entries e
        where e.boutique_id = ${boutiqueId} and e.account = 'boutique_pending' and e.amount < 0
          and not exists (
            select 1 from ledger_transactions r where r.key = 'disponible:' || e.commande_id)`);
      return row?.at ? new Date(row.at) : null;
    },

    /** The boutique's first entry of money (a sale's memo is none): its statements start then. */
    async firstEntryAt(boutiqueId: number): Promise<Date | null> {
      const [row] = await rows<{ at: Date | null }>(sql`
        select min(occurred_at) as at from ledger_entries
        where boutique_id = ${boutiqueId} and ${moneyAccount(sql`account`)}`);
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * The boutique's orders the ledger moved money of (a sale's memo alone moves none: a cash
     * order at 0 %), newest first, a window at a time, each with its commission and where its
     * money stands (the last of its ledger events says it).
     */
    async orders(boutiqueId: number, window: { limit: number; offset: number }) {
      const settled = settledByPayout(sql`c.boutique_id`, sql`t.created_at`);
      const posted = sql`c.boutique_id = ${boutiqueId}
        and exists (
          select 1 from ledger_transactions t where t.commande_id = c.id and t.kind <> 'sale')`;
      const [lines, [counted]] = await Promise.all([
        rows<PaymentOrderRow>(sql`
          select c.id as "orderId", c.order_number as "orderNumber", c.created_at as "createdAt",
                 c.status, k.payment_provider <> 'livraison' as "paidOnline", c.total as gross,
                 coalesce((select sum(l.commission) from commande_lignes l
                           where l.commande_id = c.id), 0)::int as commission,
                 c.delivery_fee as "deliveryFee",
                 (select case
                    when bool_or(t.kind = 'refund_owed') then 'rembourse'
                    when bool_or(t.kind = 'cash_on_delivery' and ${settled}) then 'commission-reglee'
                    when bool_or(t.kind = 'cash_on_delivery') then 'commission-due'
                    when bool_or(t.kind = 'release' and ${settled}) then 'versee'
                    when bool_or(t.kind = 'release') then 'disponible'
                    when bool_or(t.kind = 'delivery') then 'en-garantie'
                    else 'a-livrer' end
                  from ledger_transactions t where t.commande_id = c.id) as state,
                 (select t.occurred_at from ledger_transactions t
                  where t.key = 'livraison:' || c.id) as "deliveredAt"
          from commandes c join checkouts k on k.id = c.checkout_id
          where ${posted}
          order by c.created_at desc, c.id desc
          limit ${window.limit} offset ${window.offset}`),
        rows<{ total: number }>(
          sql`select count(*)::int as total from commandes c where ${posted}`,
        ),
      ]);
      return { lines, total: counted?.total ?? 0 };
    },
  };
}

export type SellerPaymentsRepository = ReturnType<typeof createSellerPaymentsRepository>;
