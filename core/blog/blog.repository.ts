import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  articleThumbnailUrl,
  type Article,
  type ArticleCategory,
  type ArticleSummary,
} from '../../common/blog.ts';
import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';

export interface ArticleFilter {
  category?: ArticleCategory;
  /** Each word must appear in the title or the description, accents and case aside. */
  words?: string[];
  featured?: boolean;
}

/** Every column but the full text, which only the article page needs. */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  imageUrl: articles.imageUrl,
  authorName: articles.authorName,
  readTimeMinutes: articles.readTimeMinutes,
  featured: articles.featured,
  publishedAt: articles.publishedAt,
};

function toSummary(row: Omit<typeof articles.$inferSelect, 'body'>): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.imageUrl,
    thumbnail: articleThumbnailUrl(row.imageUrl),
    author: row.authorName,
    readTime: row.readTimeMinutes,
    isFeatured: row.featured,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** LIKE pattern that matches the word anywhere, its own % _ and \ taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}

function matches(filter: ArticleFilter): SQL | undefined {
  // baobab_search_text (migration 0002) lower-cases and strips accents: "karite" finds "karité".
  const searchable = sql`baobab_search_text(${articles.title} || ' ' || ${articles.description})`;
  return and(
    filter.category === undefined ? undefined : eq(articles.category, filter.category),
    filter.featured === undefined ? undefined : eq(articles.featured, filter.featured),
    ...(filter.words ?? []).map(
      (word) => sql`${searchable} LIKE baobab_search_text(${containsPattern(word)})`,
    ),
  );
}

export function createBlogRepository(db: Database) {
  return {
    /** Newest first. */
    async listArticles(filter: ArticleFilter): Promise<ArticleSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(articles)
        .where(matches(filter))
        .orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows.map(toSummary);
    },

    async findArticle(id: number): Promise<Article | undefined> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id));
      return row && { ...toSummary(row), content: row.body };
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
