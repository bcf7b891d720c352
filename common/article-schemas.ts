import { z } from 'zod';
import {
  ALL_ARTICLES,
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_BODY_REQUIRED,
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_REQUIRED,
  ARTICLE_DESCRIPTION_MAX_LENGTH,
  ARTICLE_DESCRIPTION_REQUIRED,
  ARTICLE_IMAGE_REQUIRED,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TITLE_REQUIRED,
  BLOG_CATEGORIES,
  SEARCH_TOO_LONG_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  type ArticleCategory,
} from './blog.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText, text } from './text.ts';

// The Zod schemas of articles: what readers get (API, blog pages' loaders) and what the team writes
// in the back-office (issue 18). Apart from common/blog.ts, so that the blog's pages load neither
// Zod nor the content-policy list in the browser.

/** What a card shows (field names of the spec's blog article). */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  /** Cover, 1200 × 630. */
  image: z.string(),
  /** Card-sized cover, 480 px wide. */
  thumbnail: z.string(),
  author: z.string(),
  /** Minutes. */
  readTime: z.number().int(),
  isFeatured: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }),
});

export const articleSchema = articleSummarySchema.extend({
  /**
   * Full text, in the small Markdown subset of common/article-body.ts: paragraphs separated by
   * a blank line, `## ` and `### ` headings, `- ` and `1. ` lists.
   */
  content: z.string(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;

/** `?categorie=&q=` of the listing, for the API and the page alike. Empty means no filter. */
export const articleListQuerySchema = z.object({
  categorie: z.enum(['', ...BLOG_CATEGORIES], { error: UNKNOWN_CATEGORY_MESSAGE }).optional(),
  q: text().max(MAX_LENGTH.search, SEARCH_TOO_LONG_MESSAGE).optional(),
});

export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** The category to filter on, if any ('Tout' and an empty choice mean every category). */
export function categoryFilter(query: ArticleListQuery): ArticleCategory | undefined {
  const { categorie } = query;
  return categorie === undefined || categorie === '' || categorie === ALL_ARTICLES
    ? undefined
    : categorie;
}

/** The words of a search, at most ten: each must appear in the title or the description. */
export function searchWords(query: ArticleListQuery): string[] {
  return (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
}

export function isFilteredListing(query: ArticleListQuery): boolean {
  return categoryFilter(query) !== undefined || searchWords(query).length > 0;
}

/** A cover stored by the upload pipeline under /uploads/articles/ (never another site's). */
const STORED_COVER = /^\/uploads\/articles\/[0-9a-z-]+\.webp$/;

/** An article as the team writes it in the back-office (form and API alike). */
export const articleInputSchema = z.object({
  title: withoutHealthClaims(
    requiredText(ARTICLE_TITLE_REQUIRED).max(
      ARTICLE_TITLE_MAX_LENGTH,
      tooLongMessage('Le titre', ARTICLE_TITLE_MAX_LENGTH),
    ),
  ),
  category: z.enum(ARTICLE_CATEGORIES, { error: ARTICLE_CATEGORY_REQUIRED }),
  description: withoutHealthClaims(
    requiredText(ARTICLE_DESCRIPTION_REQUIRED, { multiline: true }).max(
      ARTICLE_DESCRIPTION_MAX_LENGTH,
      tooLongMessage('Le résumé', ARTICLE_DESCRIPTION_MAX_LENGTH),
    ),
  ),
  body: withoutHealthClaims(
    requiredText(ARTICLE_BODY_REQUIRED, { multiline: true }).max(
      ARTICLE_BODY_MAX_LENGTH,
      tooLongMessage('Le texte', ARTICLE_BODY_MAX_LENGTH),
    ),
  ),
  image: z.string({ error: ARTICLE_IMAGE_REQUIRED }).regex(STORED_COVER, ARTICLE_IMAGE_REQUIRED),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** An article in the back-office's list, drafts included. */
export const editedArticleSchema = articleSummarySchema.extend({
  published: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type EditedArticle = z.infer<typeof editedArticleSchema>;

/** What the editor starts from. */
export const articleDraftSchema = editedArticleSchema.extend({ content: z.string() });
export type ArticleDraft = z.infer<typeof articleDraftSchema>;
