import {
  ARTICLE_NOT_FOUND_MESSAGE,
  categoryFilter,
  searchWords,
  type Article,
  type ArticleListQuery,
  type ArticleSummary,
} from '../../common/blog.ts';
import { NotFound } from '../errors.ts';
import type { BlogRepository } from './blog.repository.ts';

export function createBlogService(repository: BlogRepository) {
  return {
    /** Every article, newest first; `categorie` and `q` narrow the list. */
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

    async getArticle(id: number): Promise<Article> {
      const article = await repository.findArticle(id);
      if (!article) throw new NotFound(ARTICLE_NOT_FOUND_MESSAGE);
      return article;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
