import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Analyses the tables of our schema PostgreSQL holds no statistics for, and returns their names.
 *
 * Autovacuum analyses a table after 50 changed rows plus a tenth of its size, so a small table
 * (the shops, the categories, the families) may never be analysed. The planner then guesses: one
 * selling shop of seven, 1 200 categories for nine; and it reads and sorts every offer of a shop
 * where the recent-offers index would do (the home page took ten times longer with 10 000
 * products: docs/performance.md). Empty tables are analysed again each time, which costs nothing.
 */
export async function analyzeTablesWithoutStatistics(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p')
      and n.nspname = current_schema()
      and not exists (
        select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname
      )
    order by c.relname`);
  const names = rows.map((row) => row.name);
  // Names from the catalogue, quoted by format('%I'): safe to splice.
  if (names.length > 0) await db.execute(sql.raw(`analyze ${names.join(', ')}`));
  return names;
}
