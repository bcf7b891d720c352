import {
  articleListQuerySchema,
  categoryFilter,
  isFilteredListing,
  type ArticleListQuery,
} from '#common/article-schemas.ts';
import type { ArticleCategory } from '#common/blog.ts';

// The listing's reading of `?categorie=&q=`, on the server only: the page ships no schema.

export interface ArticleListing {
  query: ArticleListQuery;
  /** The messages of the values dropped: an invalid one is shown, never fatal. */
  errors: string[];
  /** The category chosen, if any ('Tout' is none). */
  category?: ArticleCategory;
  /** A category or a search narrows the listing. */
  filtered: boolean;
}

export function readArticleQuery(url: URL): ArticleListing {
  const valid: Record<string, string> = {};
  const errors: string[] = [];
  for (const key of ['categorie', 'q'] as const) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    const parsed = articleListQuerySchema.shape[key].safeParse(value);
    if (parsed.success) valid[key] = value;
    else errors.push(...parsed.error.issues.map((issue) => issue.message));
  }
  const query = articleListQuerySchema.parse(valid);
  return { query, errors, category: categoryFilter(query), filtered: isFilteredListing(query) };
}
