import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { NUTRIENT_KEYS, type NutritionValues } from '#common/nutrients.ts';
import type { Database } from '#modules/db/client.ts';
import {
  boutiqueProduits,
  categories,
  commandeLignes,
  familles,
  producteurs,
  produitImages,
  produits,
  produitValeursNutritionnelles,
} from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';

// A seller's products in PostgreSQL: the product, its producer, its images (in order) and the
// boutique's offer (price, stock, on sale or not), written together in one transaction.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export interface ProductDraft {
  categorieId: number;
  name: string;
  description: string;
  producer: { nom: string; email: string | null } | null;
  images: string[];
  price: number;
  stock: number;
  /** Per 100 g; null: none. */
  nutrition: NutritionValues | null;
}

/** A category as the CSV import names it: by its name, or « Famille / Catégorie ». */
export interface CsvCategory {
  id: number;
  nom: string;
  famille: string;
}

/** A boutique's offers as a products screen lists them: newest first, one page. */
export interface OfferWindow {
  /** Words each found in the id, name, producer or category; '' for all. */
  search: string;
  limit: number;
  offset: number;
}

/** Every word of the search, accents and case ignored, in what a seller knows a product by. */
function offerSearchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const known = sql`${boutiqueProduits.id}::text || ' ' || ${produits.name} || ' ' || coalesce(${producteurs.nom}, '') || ' ' || ${categories.nom}`;
  return and(...words.map((word) => holdsFolded(known, word)));
}

/** The tables the search reads, joined to the offers. */
function withSearchedTables<T extends PgSelect>(offers: T) {
  return offers
    .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
    .innerJoin(categories, eq(categories.id, produits.categorieId))
    .leftJoin(producteurs, eq(producteurs.id, produits.producteurId));
}

export interface OfferOwner {
  offerId: number;
  produitId: number;
  boutiqueId: number;
  active: boolean;
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
}

/** An offer's on-sale state: the seller's switch, and the team's withdrawal if any. */
export interface OfferState {
  id: number;
  active: boolean;
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
}

const offerState = {
  id: boutiqueProduits.id,
  active: boutiqueProduits.active,
  withdrawnAt: boutiqueProduits.withdrawnAt,
  withdrawnReason: boutiqueProduits.withdrawnReason,
};

async function producerId(executor: Executor, producer: ProductDraft['producer']) {
  if (!producer || producer.nom === '') return null;
  // The same producer typed twice is one producer (same name, same e-mail).
  const [existing] = await executor
    .select({ id: producteurs.id })
    .from(producteurs)
    .where(
      and(
        sql`lower(${producteurs.nom}) = lower(${producer.nom})`,
        producer.email === null
          ? sql`${producteurs.email} is null`
          : sql`lower(${producteurs.email}) = lower(${producer.email})`,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [created] = await executor
    .insert(producteurs)
    .values({ nom: producer.nom, email: producer.email })
    .returning({ id: producteurs.id });
  return created?.id ?? null;
}

async function replaceImages(executor: Executor, produitId: number, urls: string[]) {
  await executor.delete(produitImages).where(eq(produitImages.produitId, produitId));
  if (urls.length > 0) {
    await executor
      .insert(produitImages)
      .values(urls.map((url, position) => ({ produitId, url, position })));
  }
}

async function replaceNutrition(
  executor: Executor,
  produitId: number,
  values: NutritionValues | null,
) {
  await executor
    .delete(produitValeursNutritionnelles)
    .where(eq(produitValeursNutritionnelles.produitId, produitId));
  const rows = NUTRIENT_KEYS.flatMap((nutriment) => {
    const quantite = values?.[nutriment];
    return quantite === undefined ? [] : [{ produitId, nutriment, quantite }];
  });
  if (rows.length > 0) await executor.insert(produitValeursNutritionnelles).values(rows);
}

async function insertProduct(executor: Executor, boutiqueId: number, draft: ProductDraft) {
  const [product] = await executor
    .insert(produits)
    .values({
      name: draft.name,
      description: draft.description,
      categorieId: draft.categorieId,
      producteurId: await producerId(executor, draft.producer),
    })
    .returning({ id: produits.id });
  if (!product) throw new Error('Produit non créé.');
  await replaceImages(executor, product.id, draft.images);
  await replaceNutrition(executor, product.id, draft.nutrition);
  const [offer] = await executor
    .insert(boutiqueProduits)
    .values({ boutiqueId, produitId: product.id, price: draft.price, stockDisponible: draft.stock })
    .returning({ id: boutiqueProduits.id });
  if (!offer) throw new Error('Offre non créée.');
  return offer.id;
}

export function createSellerProductsRepository(db: Database) {
  return {
    async categoryExists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      return rows.length > 0;
    },

    /** Every category with its family's name, for the CSV import to find them by name. */
    async csvCategories(): Promise<CsvCategory[]> {
      return db
        .select({ id: categories.id, nom: categories.nom, famille: familles.nom })
        .from(categories)
        .innerJoin(familles, eq(familles.id, categories.familleId));
    },

    async owner(offerId: number): Promise<OfferOwner | undefined> {
      const [row] = await db
        .select({
          offerId: boutiqueProduits.id,
          produitId: boutiqueProduits.produitId,
          boutiqueId: boutiqueProduits.boutiqueId,
          active: boutiqueProduits.active,
          withdrawnAt: boutiqueProduits.withdrawnAt,
          withdrawnReason: boutiqueProduits.withdrawnReason,
        })
        .from(boutiqueProduits)
        .where(eq(boutiqueProduits.id, offerId));
      return row;
    },

    /** Ids and on-sale states of a boutique's offers, oldest first. */
    async offersOf(boutiqueId: number): Promise<OfferState[]> {
      return db
        .select(offerState)
        .from(boutiqueProduits)
        .where(eq(boutiqueProduits.boutiqueId, boutiqueId))
        .orderBy(asc(boutiqueProduits.id));
    },

    /** One page of a boutique's offers (ids and on-sale states), the matching count, the total. */
    async offerPage(boutiqueId: number, window: OfferWindow) {
      const ofBoutique = eq(boutiqueProduits.boutiqueId, boutiqueId);
      const matching = and(ofBoutique, offerSearchCondition(window.search));
      const [offers, [found], [all]] = await Promise.all([
        withSearchedTables(db.select(offerState).from(boutiqueProduits).$dynamic())
          .where(matching)
          .orderBy(desc(boutiqueProduits.id))
          .limit(window.limit)
          .offset(window.offset),
        withSearchedTables(db.select({ total: count() }).from(boutiqueProduits).$dynamic()).where(
          matching,
        ),
        db.select({ total: count() }).from(boutiqueProduits).where(ofBoutique),
      ]);
      return { offers, total: found?.total ?? 0, boutiqueTotal: all?.total ?? 0 };
    },

    async producersOf(
      produitIds: number[],
    ): Promise<Map<number, { nom: string; email: string | null }>> {
      if (produitIds.length === 0) return new Map();
      const rows = await db
        .select({ produitId: produits.id, nom: producteurs.nom, email: producteurs.email })
        .from(produits)
        .innerJoin(producteurs, eq(producteurs.id, produits.producteurId))
        .where(inArray(produits.id, produitIds));
      return new Map(rows.map(({ produitId, ...producer }) => [produitId, producer]));
    },

    create: (boutiqueId: number, draft: ProductDraft) =>
      db.transaction((tx) => insertProduct(tx, boutiqueId, draft)),

    /** Every row or none: the CSV import. */
    createMany: (boutiqueId: number, drafts: ProductDraft[]) =>
      db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const draft of drafts) ids.push(await insertProduct(tx, boutiqueId, draft));
        return ids;
      }),

    /**
     * Refreshes PostgreSQL's statistics of the catalogue's tables, and their map of rows every
     * transaction sees. Autovacuum does both within a minute of a large change; until then the
     * planner takes the catalogue for its old size and may read it whole where an index would
     * do (the home rows, a search), and counting the catalogue from its index (migration 0029)
     * visits the table for each new row.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`vacuum (analyze) ${produits}, ${boutiqueProduits}`);
    },

    async update(owner: OfferOwner, draft: ProductDraft): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(produits)
          .set({
            name: draft.name,
            description: draft.description,
            categorieId: draft.categorieId,
            producteurId: await producerId(tx, draft.producer),
          })
          .where(eq(produits.id, owner.produitId));
        await replaceImages(tx, owner.produitId, draft.images);
        await replaceNutrition(tx, owner.produitId, draft.nutrition);
        await tx
          .update(boutiqueProduits)
          .set({ price: draft.price, stockDisponible: draft.stock })
          .where(eq(boutiqueProduits.id, owner.offerId));
      });
    },

    async setStock(offerId: number, stock: number): Promise<void> {
      await db
        .update(boutiqueProduits)
        .set({ stockDisponible: stock })
        .where(eq(boutiqueProduits.id, offerId));
    },

    async setActive(offerId: number, active: boolean): Promise<void> {
      await db.update(boutiqueProduits).set({ active }).where(eq(boutiqueProduits.id, offerId));
    },

    /**
     * Erases a product nobody ordered; one with orders is only taken off sale, so order history
     * keeps pointing at it.
     */
    async remove(owner: OfferOwner): Promise<'supprimé' | 'désactivé'> {
      return db.transaction(async (tx) => {
        const ordered = await tx
          .select({ id: commandeLignes.id })
          .from(commandeLignes)
          .where(eq(commandeLignes.boutiqueProduitId, owner.offerId))
          .limit(1);
        if (ordered.length > 0) {
          await tx
            .update(boutiqueProduits)
            .set({ active: false })
            .where(eq(boutiqueProduits.id, owner.offerId));
          return 'désactivé';
        }
        await tx.delete(boutiqueProduits).where(eq(boutiqueProduits.id, owner.offerId));
        const otherOffers = await tx
          .select({ id: boutiqueProduits.id })
          .from(boutiqueProduits)
          .where(eq(boutiqueProduits.produitId, owner.produitId))
          .limit(1);
        if (otherOffers.length === 0) {
          await tx.delete(produits).where(eq(produits.id, owner.produitId));
        }
        return 'supprimé';
      });
    },
  };
}

export type SellerProductsRepository = ReturnType<typeof createSellerProductsRepository>;
