import { z } from 'zod';
import { cardRating } from './reviews.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { text } from './text.ts';

// The spec's catalogue shapes (section 7), shared by the API, its OpenAPI document and the app.

export const familleSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
});

export const categorieSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  famille: familleSchema,
});

export const productListingEntrySchema = z.object({
  /** Id of the boutique's offer (what the cart and product page use). */
  id: z.number().int(),
  /** Whole FCFA. */
  price: z.number().int(),
  stockDisponible: z.number().int(),
  dateAjout: z.iso.datetime({ offset: true }),
  boutique: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The shop's logo (stored at BOUTIQUE_LOGO's sizes); null until its seller sets one. */
    logoUrl: z.string().nullable(),
  }),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    categorie: categorieSchema,
    produitimage: z.array(z.object({ url: z.string() })),
    producteur: z.object({ nom: z.string(), pays: z.string().nullable() }).nullable(),
  }),
  /** Its visible reviews: average (one decimal) and count; null when nobody reviewed it. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});

export type Famille = z.infer<typeof familleSchema>;
export type Categorie = z.infer<typeof categorieSchema>;
export type ProductListingEntry = z.infer<typeof productListingEntrySchema>;

const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

/** Sort orders of the product list, as they appear in URLs (`?tri=`). */
export const PRODUCT_SORTS = {
  recent: 'Nouveautés',
  'prix-croissant': 'Prix croissant',
  'prix-decroissant': 'Prix décroissant',
  pertinence: 'Pertinence',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

const optionalId = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .optional();

/**
 * Filters of the product list, shared by the API (`/api/produits/listeproduits`) and the
 * /products page. Without page and limit the whole list comes back, as the spec's bare call expects.
 */
export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'La page doit être un entier positif.').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'La limite doit être comprise entre 1 et 100.')
    .max(MAX_PAGE_SIZE, 'La limite doit être comprise entre 1 et 100.')
    .optional(),
  q: text()
    .max(MAX_LENGTH.search, tooLongMessage('La recherche', MAX_LENGTH.search))
    .transform((value) => value || undefined)
    .optional(),
  famille: optionalId('Famille invalide.'),
  categorie: optionalId('Catégorie invalide.'),
  tri: z
    .enum(Object.keys(PRODUCT_SORTS) as [ProductSort, ...ProductSort[]], 'Tri inconnu.')
    .optional(),
  /** Comma-separated offer ids, e.g. to refresh the prices of a cart. */
  ids: z
    .string()
    .regex(
      /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/,
      'Liste d’identifiants invalide (100 au plus, séparés par des virgules).',
    )
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .optional(),
});

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Category used when grouping products that have none (spec section 3). */
const FALLBACK_CATEGORY = 'Autres';

/** What a product card shows and the cart needs: the listing entry without the long texts. */
export interface ProductCardEntry {
  id: number;
  price: number;
  stockDisponible: number;
  /** The id links the card to the boutique's page; the logo is shown small beside its name. */
  boutique: { id: number; name: string; logoUrl: string | null };
  product: {
    name: string;
    produitimage: { url: string }[];
    categorie: { id: number; nom: string };
  };
  /** Its reviews in a few words ('4,3 sur 5 · 12 avis'); absent when nobody reviewed it. */
  ratingText?: string;
}

/** Keeps only the card's fields: pages listing many products send far less to the browser. */
export function toProductCard(entry: ProductListingEntry): ProductCardEntry {
  const { product } = entry;
  return {
    id: entry.id,
    price: entry.price,
    stockDisponible: entry.stockDisponible,
    boutique: { id: entry.boutique.id, name: entry.boutique.name, logoUrl: entry.boutique.logoUrl },
    product: {
      name: product.name,
      produitimage: product.produitimage.slice(0, 1),
      categorie: { id: product.categorie.id, nom: product.categorie.nom },
    },
    // Left out rather than null, and a string the page's data shares between equal cards:
    // the home page lists dozens of cards under its size budget.
    ...(entry.rating && { ratingText: cardRating(entry.rating) }),
  };
}

export interface CategoryGroup<T extends ProductCardEntry = ProductCardEntry> {
  name: string;
  /** The first products of the category, `shown` at most. */
  products: T[];
}

/**
 * Groups products by category name, in French alphabetical order, 'Autres' last, keeping the
 * first `shown` of each (the home page's rows: its size no longer grows with the catalogue).
 */
export function groupByCategory<T extends ProductCardEntry>(
  entries: readonly T[],
  shown = Infinity,
): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const name = entry.product.categorie.nom.trim() || FALLBACK_CATEGORY;
    const group = groups.get(name);
    if (group) group.push(entry);
    else groups.set(name, [entry]);
  }
  return [...groups.entries()]
    .map(([name, products]) => ({ name, products: products.slice(0, shown) }))
    .sort((a, b) => {
      if (a.name === FALLBACK_CATEGORY) return 1;
      if (b.name === FALLBACK_CATEGORY) return -1;
      return a.name.localeCompare(b.name, 'fr');
    });
}
