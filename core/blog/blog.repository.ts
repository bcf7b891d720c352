import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { articleThumbnailUrl, type ArticleCategory } from '#common/blog.ts';
import type {
  ArticleDraft,
  ArticleInput,
  EditedArticle,
  Article,
  ArticleSummary,
} from '#common/article-schemas.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import type { Database } from '#modules/db/client.ts';
import { articles } from '#modules/db/schema.ts';

export interface ArticleFilter {
  category?: ArticleCategory;
  /** Each word must appear in the title or the description, accents and case aside. */
  words?: string[];
  featured?: boolean;
}

type Admin = Pick<CurrentAccount, 'id' | 'userName'>;

/** What readers may see: the published articles (drafts stay in the back-office). */
const published = eq(articles.published, true);

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

function toSummary(
  row: Pick<typeof articles.$inferSelect, keyof typeof summaryColumns>,
): ArticleSummary {
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

const toEdited = (row: typeof articles.$inferSelect): ArticleDraft => ({
  ...toSummary(row),
  content: row.body,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

/** LIKE pattern that matches the word anywhere, its own % _ and \ taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}

function matches(filter: ArticleFilter): SQL | undefined {
  // baobab_search_text (migration 0002) lower-cases and strips accents: "karite" finds "karité".
  const searchable = sql`baobab_search_text(${articles.title} || ' ' || ${articles.description})`;
  return and(
    published,
    filter.category === undefined ? undefined : eq(articles.category, filter.category),
    filter.featured === undefined ? undefined : eq(articles.featured, filter.featured),
    ...(filter.words ?? []).map(
      (word) => sql`${searchable} LIKE baobab_search_text(${containsPattern(word)})`,
    ),
  );
}

/** The stored row of an article as written: its text, the reading time computed from it. */
const columnsOf = (input: ArticleInput, readTimeMinutes: number) => ({
  title: input.title,
  category: input.category,
  description: input.description,
  body: input.body,
  imageUrl: input.image,
  featured: input.featured,
  published: input.published,
  readTimeMinutes,
});

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

    /** A published article. */
    async findArticle(id: number): Promise<Article | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), published));
      return row && { ...toSummary(row), content: row.body };
    },

    /** The title of a published article: what readers may like, rate and comment. */
    async publishedTitle(id: number): Promise<{ title: string } | undefined> {
      const [row] = await db
        .select({ title: articles.title })
        .from(articles)
        .where(and(eq(articles.id, id), published));
      return row;
    },

    /** The back-office's list: drafts too, the last changed first. */
    async editedArticles(): Promise<EditedArticle[]> {
      const rows = await db
        .select({ ...summaryColumns, published: articles.published, updatedAt: articles.updatedAt })
        .from(articles)
        .orderBy(desc(articles.updatedAt), desc(articles.id));
      return rows.map((row) => ({
        ...toSummary(row),
        published: row.published,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** Any article, draft or not, as the editor opens it. */
    async editedArticle(id: number): Promise<ArticleDraft | undefined> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id));
      return row && toEdited(row);
    },

    /** The article and its journal entry, together. */
    insertArticle: (admin: Admin, input: ArticleInput, readTime: number, at: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({
            ...columnsOf(input, readTime),
            authorName: admin.userName,
            publishedAt: at,
            updatedAt: at,
          })
          .returning({ id: articles.id });
        if (!row) throw new Error('Article sans identifiant retourné.');
        await recordAdminAction(tx, {
          admin,
          action: 'article.cree',
          target: { type: 'article', id: row.id, label: input.title },
        });
        return row.id;
      }),

    /**
     * The new text and its journal entry; a draft published for the first time is dated now.
     * False when the article does not exist.
     */
    updateArticle: (admin: Admin, id: number, input: ArticleInput, readTime: number, at: Date) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(articles)
          .set({
            ...columnsOf(input, readTime),
            updatedAt: at,
            publishedAt: sql`case when ${articles.published} then ${articles.publishedAt} else ${at} end`,
          })
          .where(eq(articles.id, id))
          .returning({ id: articles.id });
        if (changed.length === 0) return false;
        await recordAdminAction(tx, {
          admin,
          action: 'article.modifie',
          target: { type: 'article', id, label: input.title },
        });
        return true;
      }),
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
