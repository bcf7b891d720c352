import { z } from 'zod';
import { productListingEntrySchema } from './catalogue-schemas.ts';
import { listSearch, pageParam, searchParam } from './list-pages.ts';
import { nutritionValuesSchema, shownNutritionSchema } from './nutrition.ts';
import { MAX_ID } from './ids.ts';
import { MAX_PRICE_FCFA } from './limits.ts';
import { formatFcfa } from './money.ts';
import { requiredText, text, type TextOptions } from './text.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// A seller's products (issue 6): the spec's add payload (section 3), the same fields for an
// edit, and the rules the dialog and the API share so both say the same French messages.

export const MAX_PRODUCT_IMAGES = 4;
const MAX_STOCK = 1_000_000;
/** Below this many units, the statistics screen warns the seller. */
export const LOW_STOCK_THRESHOLD = 5;
export const SELLER_PRODUCTS_PAGE_SIZE = 15;

export const REQUIRED = 'Ce champ est requis.';
export const POSITIVE_NUMBER = 'Le prix doit être un nombre positif.';
export const WHOLE_STOCK = 'Le stock doit être un nombre entier positif ou nul.';
export const CATEGORY_REQUIRED = 'La catégorie est requise.';

export const PRODUCT_ADDED = 'Produit ajouté avec succès !';
export const PRODUCT_ADD_FAILED = 'Une erreur s’est produite lors de l’ajout du produit.';
export const IMAGE_UPLOAD_FAILED = 'Une erreur s’est produite lors de l’upload de l’image.';
export const IMAGES_NOT_PROCESSED = 'Les images n’ont pas été correctement traitées !';

const productText = (max: number, options?: TextOptions) =>
  requiredText(REQUIRED, options).max(max, tooLongMessage('Ce champ', max));

export const priceSchema = z
  .number({ error: POSITIVE_NUMBER })
  .positive(POSITIVE_NUMBER)
  .int('Le prix est un nombre entier de FCFA.')
  .max(MAX_PRICE_FCFA, `Le prix ne peut pas dépasser ${formatFcfa(MAX_PRICE_FCFA)}.`);

export const stockSchema = z
  .number({ error: WHOLE_STOCK })
  .int(WHOLE_STOCK)
  .min(0, WHOLE_STOCK)
  .max(MAX_STOCK, `Le stock ne peut pas dépasser ${MAX_STOCK}.`);

/**
 * Only images this site stored, never an address from elsewhere: uploads (POST
 * /api/upload_images, named `<id>.w1600.webp` since PRODUCT_PHOTO, `<id>.webp` before) and the
 * demo catalogue's pictures, which a demo seller keeps on edit.
 */
export const uploadedImageUrlSchema = z
  .string()
  .regex(/^\/uploads\/(products|demo)\/[a-z0-9-]{1,80}(\.w1600)?\.webp$/i, IMAGES_NOT_PROCESSED);

const categoryId = z
  .number({ error: CATEGORY_REQUIRED })
  .int(CATEGORY_REQUIRED)
  .positive(CATEGORY_REQUIRED);

const producerSchema = z.strictObject({
  nom: text().max(MAX_LENGTH.name, tooLongMessage('Le nom du producteur', MAX_LENGTH.name)),
  email: z
    .union([
      z.literal(''),
      z
        .email('L’adresse e-mail doit être valide.')
        .max(MAX_LENGTH.email, 'L’adresse e-mail doit être valide.'),
    ])
    .optional(),
});

const productFields = {
  categorieId: categoryId,
  product: z.strictObject({
    name: productText(MAX_LENGTH.productName),
    description: productText(MAX_LENGTH.productDescription, { multiline: true }),
  }),
  producteur: producerSchema.optional(),
  images: z
    .array(uploadedImageUrlSchema)
    .max(MAX_PRODUCT_IMAGES, `${MAX_PRODUCT_IMAGES} images au plus.`),
  /** Per 100 g, each nutrient optional (nutrients.ts); omitted or null: none. */
  valeursNutritionnelles: nutritionValuesSchema.nullable().optional(),
};

/** POST /api/produits/ajouter-nouveau-produit: the spec's payload. */
export const newProductSchema = z.strictObject({
  ...productFields,
  tenantId: z.number().int().positive(),
  boutiqueProduct: z.strictObject({
    price: priceSchema,
    stockDisponible: stockSchema,
    boutiqueId: z.number().int().positive(),
  }),
});
export type NewProduct = z.infer<typeof newProductSchema>;

/** PUT /api/produits/{id}: every field; the image list in its new order. */
export const productUpdateSchema = z.strictObject({
  ...productFields,
  boutiqueProduct: z.strictObject({ price: priceSchema, stockDisponible: stockSchema }),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const stockUpdateSchema = z.strictObject({ stockDisponible: stockSchema });
export const activeUpdateSchema = z.strictObject({ active: z.boolean() });

/** One of the seller's products: the listing entry plus whether it is on sale. */
export const sellerProductSchema = productListingEntrySchema.extend({
  /** The seller's own switch. */
  active: z.boolean(),
  /** Set while the team keeps it off sale (catalogue moderation), with the reason. */
  withdrawal: z.object({ reason: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
  producteur: z.object({ nom: z.string(), email: z.string().nullable() }).nullable(),
  valeursNutritionnelles: shownNutritionSchema,
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

/** A CSV import's rejected cell: line in the file (header = 1), column, French message. */
export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}

/** A product's id in a path (`/produits/{id}`), refused with its own words. */
const INVALID_OFFER_ID = 'Identifiant de produit invalide.';
export const offerIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: INVALID_OFFER_ID })
    .int(INVALID_OFFER_ID)
    .positive(INVALID_OFFER_ID)
    .max(MAX_ID, INVALID_OFFER_ID),
});

/** The confirmations of the products' writes, as the products screen shows them. */
export const PRODUCT_UPDATED = 'Produit modifié avec succès !';
export const stockMessage = (name: string, stock: number) => `Stock de « ${name} » : ${stock}.`;
export const saleMessage = (name: string, active: boolean) =>
  active
    ? `Le produit « ${name} » est de nouveau en vente.`
    : `Le produit « ${name} » est retiré de la vente.`;

export const productRemovalSchema = z.object({
  /** 'supprimé' when erased; 'désactivé' when orders keep it in their history. */
  outcome: z.enum(['supprimé', 'désactivé']),
  message: z.string(),
});

/** The products screen's list (list-pages.ts): `?q=karité&page=2`. */
export interface ProductListQuery {
  /** 1 for the first page. */
  page: number;
  /** Words found in the id, name, producer or category, accents and case ignored; '' for all. */
  search: string;
}

export interface ProductPage {
  products: SellerProduct[];
  /** How many products match the search, over every page. */
  total: number;
  /** How many products the boutique has, searched or not. */
  boutiqueTotal: number;
  query: ProductListQuery;
  pageCount: number;
}

export const parseProductListQuery = (params: URLSearchParams): ProductListQuery => ({
  page: pageParam(params),
  search: searchParam(params),
});

export const productListSearch = ({ page, search }: ProductListQuery): string =>
  listSearch([
    ['q', search],
    ['page', page],
  ]);
