import { sql } from 'drizzle-orm';
import type { OrderStatus } from '#common/orders.ts';
import type { StatsPeriod } from '#common/seller-stats.ts';
import type { Database } from '#modules/db/client.ts';
import { SETTLED_ACCOUNTS, settledByPayout } from '#modules/ledger/settled-by-payout.ts';
import { BOUTIQUE_SALE_AMOUNT, boutiqueSale, moneyAccount } from '#modules/ledger/ledger-sales.ts';

// The statistics of one boutique, computed in SQL: aggregates over its orders (never the orders
// themselves loaded), and only the few latest orders a figure's detail shows. Its sales and its
// expected balance are the ledger's: a sale counts on the day of its delivery (decision 058).
// Dates are bucketed in UTC, which is also the time of Lomé, Dakar, Abidjan, Ouagadougou and
// Bamako.

export interface StatOrderRow {
  id: number;
  orderNumber: string;
  client: string;
  status: OrderStatus;
  total: number;
  createdAt: Date;
}

/**
 * What each order figure counts, in SQL over `commandes c` (common/seller-stats.ts says it in
 * French). The sales and the expected balance are the ledger's (salesTotals, expectedBalanceOrders).
 */
export const FIGURE_CONDITIONS = {
  orderCount: sql`c.status <> 'Annulé'`,
  deliveredCount: sql`c.status = 'Livré'`,
} as const;
export type OrderFigure = keyof typeof FIGURE_CONDITIONS;

/** Orders still to deliver: waiting or in progress. */
export const ONGOING_CONDITION = sql`c.status in ('En attente', 'En cours')`;

/**
 * What the ledger holds of an order for its boutique (negative: owed to the boutique), less
 * what a payout has settled since.
 */
const boutiqueHolding = sql`(
  select sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
  where e.commande_id = c.id and e.boutique_id = c.boutique_id and ${moneyAccount(sql`e.account`)}
    and not (e.account in ${SETTLED_ACCOUNTS}
             and ${settledByPayout(sql`c.boutique_id`, sql`t.created_at`)}))`;

export interface FigureTotals {
  /** Orders behind each order figure. */
  counts: Record<OrderFigure, number>;
  /** Orders waiting for the seller ('En attente'). */
  waiting: number;
}

/** Columns of a sale's order for a figure's detail, its total the sale's amount (`e`). */
const SALE_ORDER_COLUMNS = sql`c.id, c.order_number as "orderNumber", k.client_name as client,
  c.status, ${BOUTIQUE_SALE_AMOUNT}::int as total, c.created_at as "createdAt"`;

const PERIODS: Record<StatsPeriod, { step: string; count: number; unit: 'day' | 'month' }> = {
  '7j': { step: '1 day', count: 7, unit: 'day' },
  '30j': { step: '1 day', count: 30, unit: 'day' },
  '12m': { step: '1 month', count: 12, unit: 'month' },
};

export function createSellerStatsRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const figures = Object.keys(FIGURE_CONDITIONS) as OrderFigure[];

  return {
    /** Every order figure's count, in one pass over the boutique's orders. */
    async totals(boutiqueId: number): Promise<FigureTotals> {
      const columns = sql.join(
        figures.map(
          (figure) => sql`
            count(*) filter (where ${FIGURE_CONDITIONS[figure]})::int as ${sql.identifier(figure)}`,
        ),
        sql`,`,
      );
      const [row] = await rows<Record<string, number>>(sql`
        select ${columns}, count(*) filter (where c.status = 'En attente')::int as waiting
        from commandes c
        where c.boutique_id = ${boutiqueId}`);
      return {
        counts: Object.fromEntries(figures.map((f) => [f, row?.[f] ?? 0])) as Record<
          OrderFigure,
          number
        >,
        waiting: row?.waiting ?? 0,
      };
    },

    /** The boutique's sales in the ledger: how many orders, and their gross. */
    async salesTotals(boutiqueId: number): Promise<{ count: number; amount: number }> {
      const [row] = await rows<{ count: number; amount: string }>(sql`
        select count(*)::int as count, coalesce(sum(${BOUTIQUE_SALE_AMOUNT}), 0)::bigint as amount
        from ledger_entries e where ${boutiqueSale(boutiqueId)}`);
      return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
    },

    /** The latest sales, most recently delivered first, with their order and client's name. */
    latestSales: (boutiqueId: number, limit: number) =>
      rows<StatOrderRow>(sql`
        select ${SALE_ORDER_COLUMNS}
        from ledger_entries e
        join commandes c on c.id = e.commande_id join checkouts k on k.id = c.checkout_id
        where ${boutiqueSale(boutiqueId)}
        order by e.occurred_at desc, e.commande_id desc
        limit ${limit}`),

    /** The latest orders behind an order figure, with their client's name. */
    latestOrders: (boutiqueId: number, figure: OrderFigure, limit: number) =>
      rows<StatOrderRow>(sql`
        select c.id, c.order_number as "orderNumber", k.client_name as client, c.status,
               c.total, c.created_at as "createdAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        where c.boutique_id = ${boutiqueId} and ${FIGURE_CONDITIONS[figure]}
        order by c.created_at desc, c.id desc
        limit ${limit}`),

    /**
     * The latest orders behind the expected balance: those whose money the ledger still holds
     * for the boutique, each with what it brings (`total`: negative for a commission owed).
     */
    expectedBalanceOrders: (boutiqueId: number, limit: number) =>
      rows<StatOrderRow>(sql`
        select c.id, c.order_number as "orderNumber", k.client_name as client, c.status,
               -h.amount::int as total, c.created_at as "createdAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        cross join lateral (select ${boutiqueHolding} as amount) h
        where c.boutique_id = ${boutiqueId} and h.amount <> 0
        order by c.created_at desc, c.id desc
        limit ${limit}`),

    /** How many orders the expected balance holds money of. */
    async expectedBalanceCount(boutiqueId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`
        select count(*)::int as n from (
          select e.commande_id from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where e.boutique_id = ${boutiqueId} and e.commande_id is not null
            and ${moneyAccount(sql`e.account`)}
            and not (e.account in ${SETTLED_ACCOUNTS}
                     and ${settledByPayout(sql`e.boutique_id`, sql`t.created_at`)})
          group by e.commande_id having sum(e.amount) <> 0) held`);
      return row?.n ?? 0;
    },

    /** Orders cancelled since `since`, newest first. */
    cancelledSince: (boutiqueId: number, since: Date, limit: number) =>
      rows<StatOrderRow>(sql`
        select c.id, c.order_number as "orderNumber", k.client_name as client, c.status,
               c.total, c.created_at as "createdAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        where c.boutique_id = ${boutiqueId} and c.status = 'Annulé' and c.created_at > ${since}
        order by c.created_at desc, c.id desc
        limit ${limit}`),

    /** Units sold per product in orders that were not cancelled. */
    popularProducts: (boutiqueId: number, limit: number) =>
      rows<{ name: string; quantity: number }>(sql`
        select l.name, sum(l.quantity)::int as quantity
        from commande_lignes l join commandes c on c.id = l.commande_id
        where c.boutique_id = ${boutiqueId} and c.status <> 'Annulé'
        group by l.name
        order by quantity desc, l.name
        limit ${limit}`),

    /** Sales per bucket of the period, by day of delivery, every bucket present (0 when none). */
    sales(boutiqueId: number, period: StatsPeriod) {
      const { step, count, unit } = PERIODS[period];
      return rows<{ bucket: Date; amount: number }>(sql`
        with buckets as (
          select generate_series(
            date_trunc(${unit}, now() at time zone 'UTC') - (${count - 1} * ${step}::interval),
            date_trunc(${unit}, now() at time zone 'UTC'),
            ${step}::interval
          ) as bucket
        )
        select b.bucket, coalesce(sum(${BOUTIQUE_SALE_AMOUNT}), 0)::int as amount
        from buckets b
        left join ledger_entries e
          on ${boutiqueSale(boutiqueId)}
         and e.occurred_at >= (select min(bucket) from buckets) at time zone 'UTC'
         and date_trunc(${unit}, e.occurred_at at time zone 'UTC') = b.bucket
        group by b.bucket
        order by b.bucket`);
    },

    /**
     * Clients (accounts, or guests by phone) of orders not cancelled: how many, and the latest
     * ones with their most recent name.
     */
    async clients(boutiqueId: number, limit: number) {
      const perClient = sql`
        select (array_agg(k.client_name order by c.created_at desc))[1] as name,
               max(c.created_at) as "lastOrderAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        where c.boutique_id = ${boutiqueId} and c.status <> 'Annulé'
        group by coalesce('compte:' || k.buyer_account_id::text, 'invite:' || k.client_phone)`;
      const [recent, [counted]] = await Promise.all([
        rows<{ name: string; lastOrderAt: Date }>(
          sql`select * from (${perClient}) clients order by "lastOrderAt" desc limit ${limit}`,
        ),
        rows<{ total: number }>(sql`select count(*)::int as total from (${perClient}) clients`),
      ]);
      return { recent, total: counted?.total ?? 0 };
    },

    lowStock: (boutiqueId: number, threshold: number) =>
      rows<{ name: string; stock: number }>(sql`
        select p.name, bp.stock_disponible as stock
        from boutique_produits bp join produits p on p.id = bp.produit_id
        where bp.boutique_id = ${boutiqueId} and bp.active and bp.stock_disponible < ${threshold}
        order by bp.stock_disponible, p.name`),
  };
}

export type SellerStatsRepository = ReturnType<typeof createSellerStatsRepository>;
