import { articleWords } from './article-body.ts';
import { formatFrenchDate } from './french-format.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { imageVariantUrl, type ImageSizes } from './images.ts';

// Recipes, tips and articles of /astuces-recettes (spec section 2 "Blog listing and article"),
// shared by the API, its OpenAPI document and the pages.

/** Categories an article belongs to (spec section 9). */
export const ARTICLE_CATEGORIES = [
  'Bons usages',
  'Beauté',
  'Bien-être',
  'Nutrition',
  'Lifestyle',
] as const;

/**
 * How a category reads on the site: the stored value (the spec's, in the API and the address),
 * unless it is English.
 */
const CATEGORY_LABELS: Partial<Record<string, string>> = { Lifestyle: 'Art de vivre' };
export const categoryLabel = (category: string): string => CATEGORY_LABELS[category] ?? category;

/** A category select's choices: the stored value, shown by its label. */
export const categoryChoices = (categories: readonly string[]) =>
  categories.map((value) => ({ value, label: categoryLabel(value) }));

/** The filter that shows every category. */
export const ALL_ARTICLES = 'Tout';

/** The choices of the category filter, in the spec's order. */
export const BLOG_CATEGORIES = [ALL_ARTICLES, ...ARTICLE_CATEGORIES] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_NOT_FOUND_MESSAGE = 'Article introuvable.';
export const UNKNOWN_CATEGORY_MESSAGE =
  'Catégorie inconnue : choisissez Tout, Bons usages, Beauté, Bien-être, Nutrition ou Art de vivre.';
export const SEARCH_TOO_LONG_MESSAGE = tooLongMessage('La recherche', MAX_LENGTH.search);

/** Cover pictures are 1200 × 630, the size link previews (WhatsApp, Facebook) expect. */
export const ARTICLE_IMAGE_WIDTH = 1200;
export const ARTICLE_IMAGE_HEIGHT = 630;
export const ARTICLE_THUMBNAIL_WIDTH = 480;
export const ARTICLE_THUMBNAIL_HEIGHT = Math.round(
  (ARTICLE_IMAGE_HEIGHT * ARTICLE_THUMBNAIL_WIDTH) / ARTICLE_IMAGE_WIDTH,
);

/** A cover as the upload pipeline stores it (core/uploads): 1200 × 630 and its card copy. */
export const ARTICLE_COVER = {
  width: ARTICLE_IMAGE_WIDTH,
  ratio: ARTICLE_IMAGE_HEIGHT / ARTICLE_IMAGE_WIDTH,
  variants: [ARTICLE_THUMBNAIL_WIDTH],
} as const satisfies ImageSizes;

/** A stored cover `<name>.webp` has a card-sized copy `<name>-480.webp` (see images.ts). */
export function articleThumbnailUrl(imageUrl: string): string {
  return imageVariantUrl(imageUrl, ARTICLE_THUMBNAIL_WIDTH);
}

/**
 * Link previews: WhatsApp shows no WebP picture, so a stored cover `<name>.webp` also has a
 * JPEG copy `<name>.jpg` for `og:image`.
 */
export function articleShareImageUrl(imageUrl: string): string {
  return imageUrl.replace(/\.webp$/, '.jpg');
}

/** Reading time at 200 words a minute, rounded up: at least one minute. */
export function estimateReadTime(content: string): number {
  return Math.max(1, Math.ceil(articleWords(content) / 200));
}

export const ARTICLE_TITLE_MAX_LENGTH = 150;
export const ARTICLE_DESCRIPTION_MAX_LENGTH = 400;
export const ARTICLE_BODY_MAX_LENGTH = 30_000;

export const ARTICLE_TITLE_REQUIRED = 'Indiquez le titre de l’article.';
export const ARTICLE_CATEGORY_REQUIRED =
  'Choisissez la catégorie : Santé, Beauté, Bien-être, Nutrition ou Art de vivre.';
export const ARTICLE_DESCRIPTION_REQUIRED = 'Écrivez le résumé de l’article.';
export const ARTICLE_BODY_REQUIRED = 'Écrivez le texte de l’article.';
export const ARTICLE_IMAGE_REQUIRED = 'Ajoutez une image de couverture.';
export const ARTICLE_CREATED = 'L’article est enregistré.';
export const ARTICLE_UPDATED = 'L’article est modifié.';

/** "12 mars 2026", the same day on the server and in every browser: no hydration mismatch. */
export function formatPublicationDate(isoDate: string): string {
  return formatFrenchDate(isoDate, { month: 'long' });
}
