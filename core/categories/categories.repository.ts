import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CategoryColumn, CategoryRow, FamilyColumn, FamilyRow } from '#common/categories.ts';
import { pageWindow, type TableQuery } from '#common/data-tables.ts';
import type { Database } from '#modules/db/client.ts';
import { categories, familles, produits } from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';
import { refusedByUnique } from '#modules/db/unique-violation.ts';

// Families and categories in PostgreSQL. Their names are unique (a category's within its family)
// whatever their accents and capitals: the unique indexes decide, so two admins saving the same
// name at once cannot both succeed.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** The unique indexes of the names (migration 0010). */
const UNIQUE_NAMES = ['familles_nom_unique', 'categories_famille_nom_unique'] as const;

/** Runs an insert or update of a name; `duplicate` when a unique index refused it. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | 'duplicate'> {
  try {
    return await write();
  } catch (error) {
    if (refusedByUnique(error, UNIQUE_NAMES)) return 'duplicate';
    throw error;
  }
}

// Correlated counts name the outer table in full: Drizzle leaves columns unqualified in a query
// of one table, where the subquery's own table would capture them.

/** Products of any boutique, on sale or not, in the row's category. */
const productsPerCategory = sql<number>`(select count(*) from ${produits} where ${produits.categorieId} = "categories"."id")::int`;

/** Categories of the row's family. */
const categoriesPerFamily = sql<number>`(select count(*) from ${categories} where ${categories.familleId} = "familles"."id")::int`;

/** Names compared as people read them: accents and capitals aside. */
const folded = (name: SQLWrapper) => sql`baobab_search_text(${name})`;

function ordered(expression: SQLWrapper, direction: 'asc' | 'desc'): SQL {
  return direction === 'asc' ? asc(expression) : desc(expression);
}

/** Every word found in the row's id or names. */
function searchCondition(search: string, text: SQLWrapper): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => holdsFolded(text, word)));
}

const categoryColumns = {
  id: categories.id,
  nom: categories.nom,
  familleId: familles.id,
  familleNom: familles.nom,
};

const asCategory = (row: { id: number; nom: string; familleId: number; familleNom: string }) => ({
  id: row.id,
  nom: row.nom,
  famille: { id: row.familleId, nom: row.familleNom },
});

/** The reads and writes, on the database or inside a transaction. */
function statements(executor: Executor) {
  return {
    // Read with a key-share lock: inside a transaction, the row cannot be deleted until it ends,
    // so a category added to a family (or products moved to a category) never loses it midway.

    async findFamily(id: number) {
      const [row] = await executor
        .select({ id: familles.id, nom: familles.nom })
        .from(familles)
        .where(eq(familles.id, id))
        .for('key share');
      return row;
    },

    async findCategory(id: number) {
      const [row] = await executor
        .select(categoryColumns)
        .from(categories)
        .innerJoin(familles, eq(familles.id, categories.familleId))
        .where(eq(categories.id, id))
        .for('key share', { of: categories });
      return row && asCategory(row);
    },

    /**
     * Locks the family against new categories (their foreign key waits for the lock), then
     * counts those it has: nothing can join it between the count and its deletion.
     */
    async lockFamilyCategories(id: number): Promise<number | undefined> {
      const [family] = await executor
        .select({ categories: categoriesPerFamily })
        .from(familles)
        .where(eq(familles.id, id))
        .for('update');
      return family?.categories;
    },

    /** The same for a category and its products. */
    async lockCategoryProducts(id: number): Promise<number | undefined> {
      const [category] = await executor
        .select({ produits: productsPerCategory })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return category?.produits;
    },

    insertFamily: (nom: string) =>
      unlessDuplicate(async () => {
        const [row] = await executor
          .insert(familles)
          .values({ nom })
          .returning({ id: familles.id, nom: familles.nom });
        if (!row) throw new Error('Famille non créée.');
        return row;
      }),

    updateFamily: (id: number, nom: string) =>
      unlessDuplicate(async () => {
        const [row] = await executor
          .update(familles)
          .set({ nom })
          .where(eq(familles.id, id))
          .returning({ id: familles.id, nom: familles.nom });
        return row;
      }),

    async deleteFamily(id: number) {
      await executor.delete(familles).where(eq(familles.id, id));
    },

    insertCategory: (nom: string, familleId: number) =>
      unlessDuplicate(async () => {
        const [row] = await executor
          .insert(categories)
          .values({ nom, familleId })
          .returning({ id: categories.id });
        if (!row) throw new Error('Catégorie non créée.');
        return row.id;
      }),

    /** False when there is no such category. */
    updateCategory: (id: number, nom: string, familleId: number) =>
      unlessDuplicate(async () => {
        const updated = await executor
          .update(categories)
          .set({ nom, familleId })
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        return updated.length > 0;
      }),

    async deleteCategory(id: number) {
      await executor.delete(categories).where(eq(categories.id, id));
    },

    /** Puts every product of one category in another; how many moved. */
    async moveProducts(fromId: number, toId: number): Promise<number> {
      const moved = await executor
        .update(produits)
        .set({ categorieId: toId })
        .where(eq(produits.categorieId, fromId))
        .returning({ id: produits.id });
      return moved.length;
    },
  };
}

export type CategoryStatements = ReturnType<typeof statements>;

export function createCategoriesRepository(db: Database) {
  return {
    ...statements(db),

    /** Runs `work` in one transaction: a change and its audit entry are kept or lost together. */
    transaction<T>(work: (statements: CategoryStatements, tx: Transaction) => Promise<T>) {
      return db.transaction((tx) => work(statements(tx), tx));
    },

    /** One page of the families table, with each family's number of categories. */
    async familyPage(
      query: TableQuery<FamilyColumn>,
    ): Promise<{ rows: FamilyRow[]; total: number }> {
      const where = searchCondition(
        query.search,
        sql`${familles.id}::text || ' ' || ${familles.nom}`,
      );
      const sortBy: Record<FamilyColumn, SQLWrapper> = {
        id: familles.id,
        nom: folded(familles.nom),
        categories: categoriesPerFamily,
      };
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: familles.id, nom: familles.nom, categories: categoriesPerFamily })
          .from(familles)
          .where(where)
          .orderBy(ordered(sortBy[query.sort.column], query.sort.direction), asc(familles.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(familles).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One page of the categories table, with each category's family and number of products. */
    async categoryPage(
      query: TableQuery<CategoryColumn>,
    ): Promise<{ rows: CategoryRow[]; total: number }> {
      const where = searchCondition(
        query.search,
        sql`${categories.id}::text || ' ' || ${categories.nom} || ' ' || ${familles.nom}`,
      );
      const sortBy: Record<CategoryColumn, SQLWrapper> = {
        id: categories.id,
        nom: folded(categories.nom),
        famille: folded(familles.nom),
        produits: productsPerCategory,
      };
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...categoryColumns, produits: productsPerCategory })
          .from(categories)
          .innerJoin(familles, eq(familles.id, categories.familleId))
          .where(where)
          .orderBy(
            ordered(sortBy[query.sort.column], query.sort.direction),
            asc(folded(categories.nom)),
            asc(categories.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(categories)
          .innerJoin(familles, eq(familles.id, categories.familleId))
          .where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...asCategory(row), produits: row.produits })),
        total: total?.total ?? 0,
      };
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
