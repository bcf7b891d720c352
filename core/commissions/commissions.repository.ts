import { desc, sql } from 'drizzle-orm';
import type { CommissionRates, CommissionScope } from '#common/commissions.ts';
import { recordAdminAction, type AuditEntry } from '#modules/audit/audit.port.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { commissionRates } from '#modules/db/schema.ts';

// The team's commission rates: a history of changes, the latest of each scope in force.

type Executor = Database | DatabaseTransaction;

/** The rates in force, by scope (basis points); a removed override is absent. */
export interface RatesInForce {
  platform: number | null;
  categories: Map<number, number>;
  boutiques: Map<number, number>;
}

type LatestRow = {
  scope: CommissionScope;
  categorieId: number | null;
  boutiqueId: number | null;
  rateBps: number | null;
  setAt: Date;
  setBy: string;
  name: string | null;
};

/** The latest change of each scope, with its category's or boutique's name. */
async function latestRates(executor: Executor): Promise<LatestRow[]> {
  const { rows } = await executor.execute<LatestRow>(sql`
    select distinct on (r.scope, r.categorie_id, r.boutique_id)
           r.scope, r.categorie_id as "categorieId", r.boutique_id as "boutiqueId",
           r.rate_bps as "rateBps", r.created_at as "setAt", r.set_by_name as "setBy",
           coalesce(c.nom, b.name) as name
    from commission_rates r
    left join categories c on c.id = r.categorie_id
    left join boutiques b on b.id = r.boutique_id
    order by r.scope, r.categorie_id, r.boutique_id, r.id desc`);
  return rows.map((row) => ({ ...row, setAt: new Date(row.setAt) }));
}

export async function ratesInForce(executor: Executor): Promise<RatesInForce> {
  const rows = await latestRates(executor);
  const set = (scope: CommissionScope, id: (row: LatestRow) => number | null) =>
    new Map(
      rows.flatMap((row) => {
        const target = id(row);
        return row.scope === scope && target !== null && row.rateBps !== null
          ? [[target, row.rateBps] as const]
          : [];
      }),
    );
  return {
    platform: rows.find((row) => row.scope === 'plateforme')?.rateBps ?? null,
    categories: set('categorie', (row) => row.categorieId),
    boutiques: set('boutique', (row) => row.boutiqueId),
  };
}

const HISTORY_SHOWN = 50;

export function createCommissionsRepository(db: Database) {
  return {
    /** The rates in force with who set them and when, and the latest changes. */
    async overview(): Promise<CommissionRates> {
      const [latest, history, categories, boutiques] = await Promise.all([
        latestRates(db),
        db
          .select({
            scope: commissionRates.scope,
            rateBps: commissionRates.rateBps,
            setAt: commissionRates.createdAt,
            setBy: commissionRates.setByName,
            target: sql<string>`coalesce(
              (select nom from categories where id = ${commissionRates.categorieId}),
              (select name from boutiques where id = ${commissionRates.boutiqueId}),
              'Plateforme')`,
          })
          .from(commissionRates)
          .orderBy(desc(commissionRates.id))
          .limit(HISTORY_SHOWN),
        db.execute<{ id: number; name: string }>(
          sql`select id, nom as name from categories order by baobab_search_text(nom), id`,
        ),
        db.execute<{ id: number; name: string }>(
          sql`select id, name from boutiques order by baobab_search_text(name), id`,
        ),
      ]);
      const shown = (row: LatestRow) => ({
        rateBps: row.rateBps ?? 0,
        setAt: row.setAt.toISOString(),
        setBy: row.setBy,
        name: row.name ?? '',
      });
      const platform = latest.find((row) => row.scope === 'plateforme');
      return {
        platform: platform
          ? {
              rateBps: platform.rateBps ?? 0,
              setAt: platform.setAt.toISOString(),
              setBy: platform.setBy,
            }
          : null,
        categories: latest
          .filter((row) => row.scope === 'categorie' && row.rateBps !== null)
          .map((row) => ({ ...shown(row), categorieId: row.categorieId ?? 0 })),
        boutiques: latest
          .filter((row) => row.scope === 'boutique' && row.rateBps !== null)
          .map((row) => ({ ...shown(row), boutiqueId: row.boutiqueId ?? 0 })),
        choices: { categories: categories.rows, boutiques: boutiques.rows },
        history: history.map((row) => ({ ...row, setAt: row.setAt.toISOString() })),
      };
    },

    /** The category's or boutique's name; undefined when it does not exist. */
    async targetName(scope: 'categorie' | 'boutique', id: number): Promise<string | undefined> {
      const { rows } = await db.execute<{ name: string }>(
        scope === 'categorie'
          ? sql`select nom as name from categories where id = ${id}`
          : sql`select name from boutiques where id = ${id}`,
      );
      return rows[0]?.name;
    },

    /** Records the change and its audit entry together. */
    async record(
      change: {
        scope: CommissionScope;
        categorieId: number | null;
        boutiqueId: number | null;
        rateBps: number | null;
        setBy: { id: number; userName: string };
      },
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(commissionRates).values({
          scope: change.scope,
          categorieId: change.categorieId,
          boutiqueId: change.boutiqueId,
          rateBps: change.rateBps,
          setByAccountId: change.setBy.id,
          setByName: change.setBy.userName,
        });
        await recordAdminAction(tx, audit);
      });
    },
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
