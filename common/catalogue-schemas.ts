import { z } from 'zod';
import { shownNutritionSchema } from './nutrition.ts';
import { PRODUCT_SORTS, type ProductSort } from './product-sorts.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { text } from './text.ts';

// The spec's catalogue shapes (section 7) and the product list's filters, as Zod checks them:
// the API, its OpenAPI document and the loaders. The storefront's components read
// ./catalogue.ts, which holds no schema, so the pages that only show products load no Zod.

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

/** One product as its page shows it (`GET /api/produits/{id}`): the entry and its nutrition
 * values per 100 g (null when its seller gave none). */
export const productDetailsSchema = productListingEntrySchema.extend({
  product: productListingEntrySchema.shape.product.extend({
    valeursNutritionnelles: shownNutritionSchema,
  }),
});

export type Famille = z.infer<typeof familleSchema>;
export type Categorie = z.infer<typeof categorieSchema>;
export type ProductListingEntry = z.infer<typeof productListingEntrySchema>;
export type ProductDetails = z.infer<typeof productDetailsSchema>;

const MAX_PAGE_SIZE = 100;

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
