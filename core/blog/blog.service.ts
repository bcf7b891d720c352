import { ARTICLE_NOT_FOUND_MESSAGE, estimateReadTime } from '#common/blog.ts';
import {
  type ArticleDraft,
  type ArticleInput,
  categoryFilter,
  searchWords,
  type Article,
  type ArticleListQuery,
  type ArticleSummary,
} from '#common/article-schemas.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { NotFound } from '#modules/errors.ts';
import type { BlogRepository } from './blog.repository.ts';

export function createBlogService(repository: BlogRepository, clock: Clock = systemClock) {
  return {
    /** Every published article, newest first; `categorie` and `q` narrow the list. */
    async listArticles(query: ArticleListQuery = {}): Promise<ArticleSummary[]> {
      return repository.listArticles({
        category: categoryFilter(query),
        words: searchWords(query),
      });
    },

    async listFeaturedArticles(): Promise<ArticleSummary[]> {
      return repository.listArticles({ featured: true });
    },

    /** For pages that redirect rather than fail when the article does not exist. */
    findArticle: repository.findArticle,

    /** Whether readers may see (and react to) the article: the community's lookup. */
    publishedTitle: repository.publishedTitle,

    async getArticle(id: number): Promise<Article> {
      const article = await repository.findArticle(id);
      if (!article) throw new NotFound(ARTICLE_NOT_FOUND_MESSAGE);
      return article;
    },

    /** The back-office's list (the admins' guard is the caller's), drafts included. */
    editedArticles: repository.editedArticles,

    async editedArticle(id: number): Promise<ArticleDraft> {
      const article = await repository.editedArticle(id);
      if (!article) throw new NotFound(ARTICLE_NOT_FOUND_MESSAGE);
      return article;
    },

    /** A new article, signed with the admin's name; its reading time comes from its words. */
    async create(admin: CurrentAccount, input: ArticleInput): Promise<number> {
      return repository.insertArticle(admin, input, estimateReadTime(input.body), clock());
    },

    async update(admin: CurrentAccount, id: number, input: ArticleInput): Promise<void> {
      const at = clock();
      if (!(await repository.updateArticle(admin, id, input, estimateReadTime(input.body), at))) {
        throw new NotFound(ARTICLE_NOT_FOUND_MESSAGE);
      }
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
