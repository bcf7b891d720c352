import { z } from 'zod';
import { articleListQuerySchema, categoryFilter, searchWords } from './article-schemas.ts';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './blog.ts';
import { productListingEntrySchema } from './catalogue-schemas.ts';
import { ALL_RECIPE_TYPES, RECIPE_TYPES, type RecipeStatus, type RecipeType } from './recipes.ts';
import { REQUIRED, uploadedImageUrlSchema } from './seller-products.ts';
import { requiredText, text } from './text.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// Sellers' recipes (issue 18): what the seller's form, the route actions, the service and the
// API check and answer, so all say the same French messages.

const MAX_RECIPE_TAGS = 10;
const MAX_TAG_LENGTH = 40;
const MAX_RECIPE_PRODUCTS = 10;

const UNKNOWN_RECIPE_TYPE = 'Type inconnu : choisissez Infusion, Macération, Décoction ou Baume.';
const UNKNOWN_RECIPE_CATEGORY =
  'Catégorie inconnue : choisissez Bons usages, Beauté, Bien-être, Nutrition ou Art de vivre.';

const required = (max: number, subject: string) =>
  requiredText(REQUIRED, { multiline: true }).max(max, tooLongMessage(subject, max));
const optional = (max: number, subject: string) =>
  text({ multiline: true }).max(max, tooLongMessage(subject, max));

/** What a seller writes (spec section 5: title, description, ingredients and usage required). */
export const recipeInputSchema = z.strictObject({
  title: requiredText(REQUIRED).max(
    MAX_LENGTH.recipeTitle,
    tooLongMessage('Le titre', MAX_LENGTH.recipeTitle),
  ),
  description: required(MAX_LENGTH.recipeDescription, 'La description'),
  ingredients: required(MAX_LENGTH.recipeText, 'Ce champ'),
  dosage: optional(MAX_LENGTH.recipeText, 'Ce champ'),
  usage: required(MAX_LENGTH.recipeText, 'Ce champ'),
  benefits: optional(MAX_LENGTH.recipeText, 'Ce champ'),
  type: z.enum(RECIPE_TYPES, { error: UNKNOWN_RECIPE_TYPE }).nullable(),
  category: z.enum(ARTICLE_CATEGORIES, { error: UNKNOWN_RECIPE_CATEGORY }),
  tags: z
    .array(
      text().min(1, REQUIRED).max(MAX_TAG_LENGTH, tooLongMessage('Un mot-clé', MAX_TAG_LENGTH)),
    )
    .max(MAX_RECIPE_TAGS, `${MAX_RECIPE_TAGS} mots-clés au plus.`),
  imageUrl: uploadedImageUrlSchema.nullable(),
  productIds: z
    .array(z.number().int().positive())
    .max(MAX_RECIPE_PRODUCTS, `${MAX_RECIPE_PRODUCTS} produits au plus.`),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

/**
 * The texts the content policy screens (common/health-claims.ts), in the form's order: the tags
 * too, which pages show as badges, in link previews and JSON-LD keywords, and which search reads.
 */
export const SCREENED_RECIPE_FIELDS = [
  'title',
  'description',
  'ingredients',
  'dosage',
  'usage',
  'benefits',
  'tags',
] as const satisfies readonly (keyof RecipeInput)[];
export type ScreenedRecipeField = (typeof SCREENED_RECIPE_FIELDS)[number];

/** Each screened field in the form's words, for the team's « Allégations de santé » queue. */
export const SCREENED_RECIPE_LABELS: Record<ScreenedRecipeField, string> = {
  title: 'Titre',
  description: 'Description',
  ingredients: 'Ingrédients',
  dosage: 'Proportions',
  usage: 'Utilisation',
  benefits: 'Usages et précautions',
  tags: 'Mots-clés',
};

/** A screened field's text; the tags one a line, so that each is a sentence of its own. */
export function screenedRecipeText(
  recipe: Pick<RecipeInput, ScreenedRecipeField>,
  field: ScreenedRecipeField,
): string {
  const value = recipe[field];
  return typeof value === 'string' ? value : value.join('\n');
}

/** A card of the listing. */
export const recipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(RECIPE_TYPES).nullable(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  /** A stored WebP (480 px wide, variants -240 and -360), or null. */
  image: z.string().nullable(),
  boutique: z.object({ id: z.number().int(), name: z.string() }),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** A published recipe's page: every text, and its products that are on sale. */
export const recipeSchema = recipeSummarySchema.extend({
  ingredients: z.string(),
  dosage: z.string(),
  usage: z.string(),
  benefits: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
  products: z.array(productListingEntrySchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** One of the seller's recipes, draft or published, as the form edits it. */
export interface SellerRecipe extends RecipeInput {
  id: number;
  status: RecipeStatus;
  publishedAt: string | null;
  updatedAt: string;
  /** Taken off the blog by the team, and why; until the seller publishes it again. */
  withdrawal: { reason: string; at: string } | null;
}

/** `?categorie=&q=&type=` of /astuces-recettes and GET /api/recettes. */
export const recipeListQuerySchema = articleListQuerySchema.extend({
  type: z.enum(['', ALL_RECIPE_TYPES, ...RECIPE_TYPES], { error: UNKNOWN_RECIPE_TYPE }).optional(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

/** The type to filter on, if any. */
export function recipeTypeFilter(query: RecipeListQuery): RecipeType | undefined {
  const { type } = query;
  return type === undefined || type === '' || type === ALL_RECIPE_TYPES ? undefined : type;
}

/** The filter the repository applies. */
export interface RecipeFilter {
  type?: RecipeType;
  category?: ArticleCategory;
  /** Each must appear in the title, description, ingredients or tags, accents aside. */
  words: string[];
}

export function recipeFilter(query: RecipeListQuery): RecipeFilter {
  return {
    type: recipeTypeFilter(query),
    category: categoryFilter(query),
    words: searchWords(query),
  };
}
