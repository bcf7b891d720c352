import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { FIGURE_CONDITIONS, ONGOING_CONDITION } from '../seller-stats/seller-stats.repository.ts';

// The back-office's figures, in SQL over every boutique's orders: sums and counts filtered on
// commandes_status_created_idx (status, created_at), never the orders themselves loaded. A sale
// counts as the seller statistics count it: delivered and paid, on the day it was placed (UTC).

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
    /** Delivered and paid sales placed within each span, in one pass over the earliest's orders. */
    async sales<Name extends string>(spans: Record<Name, Span>): Promise<Record<Name, Totals>> {
      const names = Object.keys(spans) as Name[];
      const earliest = new Date(Math.min(...names.map((name) => spans[name].from.getTime())));
      const within = (span: Span) =>
        sql`c.created_at >= ${span.from.toISOString()} and c.created_at < ${span.before.toISOString()}`;
      const columns = sql.join(
        names.map(
          (name) => sql`
            coalesce(sum(c.total) filter (where ${within(spans[name])}), 0)::bigint
              as ${sql.identifier(`${name}Amount`)},
            count(*) filter (where ${within(spans[name])})::int as ${sql.identifier(`${name}Count`)}`,
        ),
        sql`,`,
      );
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select ${columns}
        from commandes c
        where ${FIGURE_CONDITIONS.totalSales} and c.created_at >= ${earliest.toISOString()}`);
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
