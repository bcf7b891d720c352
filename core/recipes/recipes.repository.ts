import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecipeLink, RecipeProductChoice, RecipeStatus } from '#common/recipes.ts';
import type {
  RecipeFilter,
  RecipeInput,
  RecipeSummary,
  SellerRecipe,
} from '#common/recipe-schemas.ts';
import { boutiqueOpen } from '#modules/catalogue/storefront-visibility.ts';
import type { Database } from '#modules/db/client.ts';
import {
  boutiqueProduits,
  boutiques,
  produits,
  recipeProducts,
  recipes,
} from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';

type RecipeRow = typeof recipes.$inferSelect;

/** The recipes buyers may see: published, by a boutique open to the public (joined). */
export const recipeVisible = and(eq(recipes.status, 'Publiée'), boutiqueOpen);

/** What a search looks in: title, description, ingredients and tags. */
const searchable = sql`${recipes.title} || ' ' || ${recipes.description} || ' ' || ${recipes.ingredients} || ' ' || array_to_string(${recipes.tags}, ' ')`;

function matches(filter: RecipeFilter): SQL | undefined {
  return and(
    recipeVisible,
    filter.type === undefined ? undefined : eq(recipes.type, filter.type),
    filter.category === undefined ? undefined : eq(recipes.category, filter.category),
    ...filter.words.map((word) => holdsFolded(searchable, word)),
  );
}

const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  type: recipes.type,
  category: recipes.category,
  tags: recipes.tags,
  imageUrl: recipes.imageUrl,
  publishedAt: recipes.publishedAt,
  boutiqueId: boutiques.id,
  boutiqueName: boutiques.name,
};

type SummaryRow = Pick<
  RecipeRow,
  'id' | 'title' | 'description' | 'type' | 'category' | 'tags' | 'imageUrl' | 'publishedAt'
> & { boutiqueId: number; boutiqueName: string };

function toSummary(row: SummaryRow): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    tags: row.tags,
    image: row.imageUrl,
    boutique: { id: row.boutiqueId, name: row.boutiqueName },
    // Published rows are dated (check recettes_published_dated).
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

const columnsOf = (input: RecipeInput) => ({
  title: input.title,
  description: input.description,
  ingredients: input.ingredients,
  dosage: input.dosage,
  usage: input.usage,
  benefits: input.benefits,
  type: input.type,
  category: input.category,
  tags: input.tags,
  imageUrl: input.imageUrl,
});

export function createRecipesRepository(db: Database) {
  type Writer = Pick<Database, 'insert' | 'delete'>;
  async function link(tx: Writer, recipeId: number, productIds: number[]) {
    await tx.delete(recipeProducts).where(eq(recipeProducts.recipeId, recipeId));
    if (productIds.length === 0) return;
    await tx.insert(recipeProducts).values(
      productIds.map((boutiqueProduitId, position) => ({
        recipeId,
        boutiqueProduitId,
        position,
      })),
    );
  }

  async function linkedIds(recipeIds: number[]): Promise<Map<number, number[]>> {
    const byRecipe = new Map<number, number[]>();
    if (recipeIds.length === 0) return byRecipe;
    const rows = await db
      .select({ recipeId: recipeProducts.recipeId, id: recipeProducts.boutiqueProduitId })
      .from(recipeProducts)
      .where(inArray(recipeProducts.recipeId, recipeIds))
      .orderBy(asc(recipeProducts.recipeId), asc(recipeProducts.position));
    for (const row of rows)
      byRecipe.set(row.recipeId, [...(byRecipe.get(row.recipeId) ?? []), row.id]);
    return byRecipe;
  }

  return {
    /** The boutique that wrote the recipe, or undefined when there is no such recipe. */
    async ownerOf(recipeId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ boutiqueId: recipes.boutiqueId })
        .from(recipes)
        .where(eq(recipes.id, recipeId));
      return row?.boutiqueId;
    },

    /** Those of `offerIds` that the boutique sells (on sale or not). */
    async ownOffers(boutiqueId: number, offerIds: number[]): Promise<number[]> {
      if (offerIds.length === 0) return [];
      const rows = await db
        .select({ id: boutiqueProduits.id })
        .from(boutiqueProduits)
        .where(
          and(eq(boutiqueProduits.boutiqueId, boutiqueId), inArray(boutiqueProduits.id, offerIds)),
        );
      return rows.map((row) => row.id);
    },

    /** The boutique's products, by name, for the form's 'Produits utilisés'. */
    async productChoices(boutiqueId: number): Promise<RecipeProductChoice[]> {
      return db
        .select({ id: boutiqueProduits.id, name: produits.name })
        .from(boutiqueProduits)
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .where(eq(boutiqueProduits.boutiqueId, boutiqueId))
        .orderBy(asc(produits.name), asc(boutiqueProduits.id));
    },

    async insert(boutiqueId: number, input: RecipeInput, status: RecipeStatus): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(recipes)
          .values({
            boutiqueId,
            ...columnsOf(input),
            status,
            publishedAt: status === 'Publiée' ? sql`now()` : null,
          })
          .returning({ id: recipes.id });
        if (!row) throw new Error('Recette non enregistrée.');
        await link(tx, row.id, input.productIds);
        return row.id;
      });
    },

    async update(recipeId: number, input: RecipeInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(recipes)
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(eq(recipes.id, recipeId));
        await link(tx, recipeId, input.productIds);
      });
    },

    async setStatus(recipeId: number, status: RecipeStatus): Promise<void> {
      await db
        .update(recipes)
        .set({
          status,
          updatedAt: sql`now()`,
          // Published again by its seller: a withdrawal by the team is over.
          ...(status === 'Publiée'
            ? { publishedAt: sql`now()`, withdrawnAt: null, withdrawnReason: null }
            : {}),
        })
        .where(eq(recipes.id, recipeId));
    },

    async remove(recipeId: number): Promise<void> {
      await db.delete(recipes).where(eq(recipes.id, recipeId));
    },

    /** The boutique's recipes, last changed first; only `recipeId` when it is given. */
    async listOwn(boutiqueId: number, recipeId?: number): Promise<SellerRecipe[]> {
      const rows = await db
        .select()
        .from(recipes)
        .where(
          and(
            eq(recipes.boutiqueId, boutiqueId),
            recipeId === undefined ? undefined : eq(recipes.id, recipeId),
          ),
        )
        .orderBy(desc(recipes.updatedAt), desc(recipes.id));
      const linked = await linkedIds(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        ...columnsOf({ ...row, productIds: [] }),
        productIds: linked.get(row.id) ?? [],
        status: row.status,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        withdrawal:
          row.withdrawnAt === null
            ? null
            : { reason: row.withdrawnReason ?? '', at: row.withdrawnAt.toISOString() },
      }));
    },

    /** Published recipes of open boutiques, newest first, `limit` at most. */
    async listPublished(filter: RecipeFilter, limit?: number): Promise<RecipeSummary[]> {
      const query = db
        .select(summaryColumns)
        .from(recipes)
        .innerJoin(boutiques, eq(boutiques.id, recipes.boutiqueId))
        .where(matches(filter))
        .orderBy(desc(recipes.publishedAt), desc(recipes.id))
        .$dynamic();
      const rows = await (limit === undefined ? query : query.limit(limit));
      return rows.map(toSummary);
    },

    /** The title of a recipe buyers may see (the community's check that a target exists). */
    async publishedTitle(recipeId: number): Promise<{ title: string } | undefined> {
      const [row] = await db
        .select({ title: recipes.title })
        .from(recipes)
        .innerJoin(boutiques, eq(boutiques.id, recipes.boutiqueId))
        .where(and(eq(recipes.id, recipeId), recipeVisible));
      return row;
    },

    /** A published recipe of an open boutique, its texts, and the ids of its products. */
    async findPublished(recipeId: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          ingredients: recipes.ingredients,
          dosage: recipes.dosage,
          usage: recipes.usage,
          benefits: recipes.benefits,
          updatedAt: recipes.updatedAt,
        })
        .from(recipes)
        .innerJoin(boutiques, eq(boutiques.id, recipes.boutiqueId))
        .where(and(eq(recipes.id, recipeId), recipeVisible));
      if (!row) return undefined;
      const productIds = (await linkedIds([recipeId])).get(recipeId) ?? [];
      return {
        ...toSummary(row),
        ingredients: row.ingredients,
        dosage: row.dosage,
        usage: row.usage,
        benefits: row.benefits,
        updatedAt: row.updatedAt.toISOString(),
        productIds,
      };
    },

    /**
     * The published recipes that use a product: one query through recette_produits_offre_idx.
     * The product's boutique is the recipe's, whose visibility its page already checked.
     */
    async usingProduct(offerId: number, limit: number): Promise<RecipeLink[]> {
      return db
        .select({ id: recipes.id, title: recipes.title, type: recipes.type })
        .from(recipeProducts)
        .innerJoin(recipes, eq(recipes.id, recipeProducts.recipeId))
        .where(and(eq(recipeProducts.boutiqueProduitId, offerId), eq(recipes.status, 'Publiée')))
        .orderBy(desc(recipes.publishedAt), desc(recipes.id))
        .limit(limit);
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
