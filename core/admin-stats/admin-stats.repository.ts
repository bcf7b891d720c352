import { sql } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { MARKETPLACE_SALE_AMOUNT, marketplaceSale } from '#modules/ledger/ledger-sales.ts';
import { ONGOING_CONDITION } from '#modules/seller-stats/seller-stats.repository.ts';

// The back-office's figures, in SQL, never the orders themselves loaded. Sales are the
// ledger's, as the seller statistics read them (decision 058): the marketplace's side of each
// sale, dated the day of its delivery (UTC), through ledger_entries_sales_idx. The ongoing
// orders are filtered on commandes_status_created_idx (status, created_at).

export interface Span {
  from: Date;
  /** Excluded. */
  before: Date;
}

export interface Totals {
  amount: number;
  count: number;
}

export function createAdminStatsRepository(db: Database) {
  const totals = (row: Record<string, unknown> | undefined, prefix: string): Totals => ({
    amount: Number(row?.[`${prefix}Amount`] ?? 0),
    count: Number(row?.[`${prefix}Count`] ?? 0),
  });

  return {
    /** Sales delivered within each span, in one pass over the earliest span's sales. */
    async sales<Name extends string>(spans: Record<Name, Span>): Promise<Record<Name, Totals>> {
      const names = Object.keys(spans) as Name[];
      const earliest = new Date(Math.min(...names.map((name) => spans[name].from.getTime())));
      const within = (span: Span) =>
        sql`e.occurred_at >= ${span.from.toISOString()} and e.occurred_at < ${span.before.toISOString()}`;
      const columns = sql.join(
        names.map(
          (name) => sql`
            coalesce(sum(${MARKETPLACE_SALE_AMOUNT}) filter (where ${within(spans[name])}), 0)::bigint
              as ${sql.identifier(`${name}Amount`)},
            count(*) filter (where ${within(spans[name])})::int as ${sql.identifier(`${name}Count`)}`,
        ),
        sql`,`,
      );
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select ${columns}
        from ledger_entries e
        where ${marketplaceSale} and e.occurred_at >= ${earliest.toISOString()}`);
      return Object.fromEntries(names.map((name) => [name, totals(rows[0], name)])) as Record<
        Name,
        Totals
      >;
    },

    /** Orders waiting or in progress, whenever placed: what the boutiques still have to deliver. */
    async ongoing(): Promise<Totals> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select coalesce(sum(c.total), 0)::bigint as "ongoingAmount", count(*)::int as "ongoingCount"
        from commandes c
        where ${ONGOING_CONDITION}`);
      return totals(rows[0], 'ongoing');
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
