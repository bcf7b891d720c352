import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Categorie, Famille, ProductListingEntry } from '#common/catalogue.ts';
import type { NutritionValues } from '#common/nutrients.ts';
import type { ProductSort } from '#common/product-sorts.ts';
import type { PublicBoutique } from '#common/boutiques.ts';
import type { BoutiqueApproval } from '#common/account-admin.ts';
import { ratingSummary } from '#common/reviews.ts';
import type { Database } from '#modules/db/client.ts';
import {
  accounts,
  boutiqueProduits,
  boutiques,
  categories,
  familles,
  producteurs,
  produitImages,
  produits,
  produitValeursNutritionnelles,
} from '#modules/db/schema.ts';
import { foldedHolds } from '#modules/db/text-search.ts';
import {
  boutiqueOpen,
  boutiquePaused,
  boutiqueSelling,
  offerOnSale,
  publicBoutiqueDescription,
} from './storefront-visibility.ts';

export interface ListingFilter {
  boutiqueProduitId?: number;
  boutiqueId?: number;
  ids?: number[];
  familleId?: number;
  categorieId?: number;
  /** Free text, matched without regard to accents or case. */
  search?: string;
  /** The seller's own view: offers off sale too (never for the storefront). */
  includeInactive?: boolean;
  /**
   * The team's preview of a boutique it has not opened (awaiting approval, refused, suspended):
   * the offers its seller put on sale, whatever the boutique's state (never for the storefront).
   */
  anyBoutiqueState?: boolean;
}

/** A boutique as the team previews it: its public face, and why buyers do not see it. */
export interface BoutiqueForTeam extends PublicBoutique {
  approval: BoutiqueApproval;
  /** False while its seller is suspended. */
  active: boolean;
}

/** What a boutique's page shows of it. */
const boutiqueFace = {
  id: boutiques.id,
  name: boutiques.name,
  // A description the team rejected stays off every public place until it is rewritten.
  description: publicBoutiqueDescription,
  pays: boutiques.pays,
  ville: boutiques.ville,
  logoUrl: boutiques.logoUrl,
  bannerUrl: boutiques.bannerUrl,
  paused: boutiquePaused,
  // The seller's own choice (issue 19): hidden unless they chose to show them.
  email: sql<string | null>`case when ${accounts.showEmail} then ${accounts.email} end`,
  telephone: sql<string | null>`case when ${accounts.showPhone} then ${accounts.telephone} end`,
};

/** The boutique's seller account, joined for the contact details it chose to show. */
const itsSeller = and(
  eq(accounts.tenantId, boutiques.tenantId),
  eq(accounts.typeCompte, 'VENDEUR'),
);

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The product's searchable text (French stemming, no accents: migration 0002), kept in a
 * generated column (migration 0008) that the schema does not declare: nothing writes it.
 */
const frenchDocument = sql`${produits}.search_document`;
const frenchQuery = (search: string) =>
  sql`plainto_tsquery('french', baobab_search_text(${search}))`;

/** The product's name folded for searches, kept in a column (migration 0009). */
const foldedName = sql`${produits}.search_name`;

/** Whole words in French ('savons' finds 'savon'), or any part of the name ('kari' finds 'karité'). */
function matchesSearch(search: string): SQL {
  return sql`(${frenchDocument} @@ ${frenchQuery(search)} OR ${foldedHolds(foldedName, search)})`;
}

/** Only what the storefront may show: offers on sale in open boutiques, not paused. */
function visibleOffers(filter: ListingFilter): SQL | undefined {
  return and(
    filter.includeInactive ? undefined : offerOnSale,
    filter.includeInactive || filter.anyBoutiqueState ? undefined : boutiqueSelling,
    filter.boutiqueProduitId === undefined
      ? undefined
      : eq(boutiqueProduits.id, filter.boutiqueProduitId),
    filter.boutiqueId === undefined
      ? undefined
      : eq(boutiqueProduits.boutiqueId, filter.boutiqueId),
    filter.ids === undefined ? undefined : inArray(boutiqueProduits.id, filter.ids),
    filter.familleId === undefined ? undefined : eq(categories.familleId, filter.familleId),
    filter.categorieId === undefined ? undefined : eq(produits.categorieId, filter.categorieId),
    filter.search === undefined ? undefined : matchesSearch(filter.search),
  );
}

function sortOrder(sort: ProductSort, search: string | undefined): SQL[] {
  const newestFirst = [desc(boutiqueProduits.dateAjout), desc(boutiqueProduits.id)];
  switch (sort) {
    case 'prix-croissant':
      return [asc(boutiqueProduits.price), ...newestFirst];
    case 'prix-decroissant':
      return [desc(boutiqueProduits.price), ...newestFirst];
    case 'pertinence':
      return search === undefined
        ? newestFirst
        : [desc(sql`ts_rank(${frenchDocument}, ${frenchQuery(search)})`), ...newestFirst];
    case 'recent':
      return newestFirst;
  }
}

export function createCatalogueRepository(db: Database) {
  async function imagesByProduct(productIds: number[]) {
    const byProduct = new Map<number, { url: string }[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select({ produitId: produitImages.produitId, url: produitImages.url })
      .from(produitImages)
      .where(inArray(produitImages.produitId, productIds))
      .orderBy(asc(produitImages.produitId), asc(produitImages.position));
    for (const row of rows) {
      const images = byProduct.get(row.produitId) ?? [];
      images.push({ url: row.url });
      byProduct.set(row.produitId, images);
    }
    return byProduct;
  }

  /**
   * The storefront's whole catalogue, counted shop by shop in the index of offers on sale
   * (migration 0029): the index alone answers, where joining every offer to its shop read both
   * tables whole.
   */
  async function countOffersOnSale(): Promise<number> {
    const onSale = db
      .select({ offers: count().as('offers') })
      .from(boutiqueProduits)
      .where(and(eq(boutiqueProduits.boutiqueId, boutiques.id), offerOnSale))
      .as('on_sale');
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${onSale.offers}), 0)`.mapWith(Number) })
      .from(boutiques)
      .crossJoinLateral(onSale)
      .where(boutiqueSelling);
    return row?.total ?? 0;
  }

  return {
    async listOffers(
      filter: ListingFilter,
      options: { sort?: ProductSort; page?: Page } = {},
    ): Promise<ProductListingEntry[]> {
      const query = db
        .select({
          id: boutiqueProduits.id,
          price: boutiqueProduits.price,
          stockDisponible: boutiqueProduits.stockDisponible,
          dateAjout: boutiqueProduits.dateAjout,
          reviewCount: boutiqueProduits.reviewCount,
          ratingTotal: boutiqueProduits.ratingTotal,
          boutiqueId: boutiques.id,
          boutiqueName: boutiques.name,
          boutiqueLogoUrl: boutiques.logoUrl,
          productId: produits.id,
          productName: produits.name,
          description: produits.description,
          categorieId: categories.id,
          categorieNom: categories.nom,
          familleId: familles.id,
          familleNom: familles.nom,
          producteurNom: producteurs.nom,
          producteurPays: producteurs.pays,
        })
        .from(boutiqueProduits)
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .innerJoin(categories, eq(categories.id, produits.categorieId))
        .innerJoin(familles, eq(familles.id, categories.familleId))
        .leftJoin(producteurs, eq(producteurs.id, produits.producteurId))
        .where(visibleOffers(filter))
        .orderBy(...sortOrder(options.sort ?? 'recent', filter.search))
        .$dynamic();
      const { page } = options;
      const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
      const images = await imagesByProduct([...new Set(rows.map((row) => row.productId))]);

      return rows.map((row) => ({
        id: row.id,
        price: row.price,
        stockDisponible: row.stockDisponible,
        dateAjout: row.dateAjout.toISOString(),
        boutique: { id: row.boutiqueId, name: row.boutiqueName, logoUrl: row.boutiqueLogoUrl },
        product: {
          id: row.productId,
          name: row.productName,
          description: row.description,
          categorie: {
            id: row.categorieId,
            nom: row.categorieNom,
            famille: { id: row.familleId, nom: row.familleNom },
          },
          produitimage: images.get(row.productId) ?? [],
          producteur:
            row.producteurNom === null
              ? null
              : { nom: row.producteurNom, pays: row.producteurPays },
        },
        rating: ratingSummary(row.ratingTotal, row.reviewCount),
      }));
    },

    /** The nutrition values per 100 g of these products, those that have any. */
    async nutritionOf(productIds: number[]): Promise<Map<number, NutritionValues>> {
      const byProduct = new Map<number, NutritionValues>();
      if (productIds.length === 0) return byProduct;
      const rows = await db
        .select()
        .from(produitValeursNutritionnelles)
        .where(inArray(produitValeursNutritionnelles.produitId, productIds));
      for (const { produitId, nutriment, quantite } of rows) {
        byProduct.set(produitId, { ...byProduct.get(produitId), [nutriment]: quantite });
      }
      return byProduct;
    },

    /**
     * The ids of the newest `perCategory` visible offers of each category: the home page's rows.
     * Each category walks the newest-first index (migration 0008) until it has its few, so the
     * cost does not grow with the catalogue.
     */
    async newestOfferIdsPerCategory(perCategory: number): Promise<number[]> {
      const newest = db
        .select({ id: boutiqueProduits.id })
        .from(boutiqueProduits)
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .where(and(visibleOffers({}), eq(produits.categorieId, categories.id)))
        .orderBy(...sortOrder('recent', undefined))
        .limit(perCategory)
        .as('newest');
      const rows = await db.select({ id: newest.id }).from(categories).crossJoinLateral(newest);
      return rows.map((row) => row.id);
    },

    async countOffers(filter: ListingFilter): Promise<number> {
      if (Object.values(filter).every((value) => value === undefined)) {
        return countOffersOnSale();
      }
      // Only the joins the filter needs.
      const byProduct =
        filter.search !== undefined ||
        filter.categorieId !== undefined ||
        filter.familleId !== undefined;
      let query = db
        .select({ total: count() })
        .from(boutiqueProduits)
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .$dynamic();
      if (byProduct) query = query.innerJoin(produits, eq(produits.id, boutiqueProduits.produitId));
      if (filter.familleId !== undefined) {
        query = query.innerJoin(categories, eq(categories.id, produits.categorieId));
      }
      const [row] = await query.where(visibleOffers(filter));
      return row?.total ?? 0;
    },

    async isBoutiqueVisible(boutiqueId: number): Promise<boolean> {
      const rows = await db
        .select({ id: boutiques.id })
        .from(boutiques)
        .where(and(eq(boutiques.id, boutiqueId), boutiqueOpen));
      return rows.length > 0;
    },

    /**
     * An open boutique's public face (paused or not: its page says so), or undefined when
     * unknown or closed to buyers.
     */
    async findVisibleBoutique(boutiqueId: number): Promise<PublicBoutique | undefined> {
      const [row] = await db
        .select(boutiqueFace)
        .from(boutiques)
        .leftJoin(accounts, itsSeller)
        .where(and(eq(boutiques.id, boutiqueId), boutiqueOpen))
        .limit(1);
      return row;
    },

    /** Any boutique's face and the states that keep it from buyers: for the team's preview. */
    async findBoutiqueForTeam(boutiqueId: number): Promise<BoutiqueForTeam | undefined> {
      const [row] = await db
        .select({ ...boutiqueFace, approval: boutiques.approval, active: boutiques.active })
        .from(boutiques)
        .leftJoin(accounts, itsSeller)
        .where(eq(boutiques.id, boutiqueId))
        .limit(1);
      return row;
    },

    async listCategories(): Promise<Categorie[]> {
      const rows = await db
        .select({
          id: categories.id,
          nom: categories.nom,
          familleId: familles.id,
          familleNom: familles.nom,
        })
        .from(categories)
        .innerJoin(familles, eq(familles.id, categories.familleId))
        .orderBy(asc(categories.nom));
      return rows.map((row) => ({
        id: row.id,
        nom: row.nom,
        famille: { id: row.familleId, nom: row.familleNom },
      }));
    },

    async listFamilies(): Promise<Famille[]> {
      return db
        .select({ id: familles.id, nom: familles.nom })
        .from(familles)
        .orderBy(asc(familles.nom));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
