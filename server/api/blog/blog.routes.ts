import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDraftSchema,
  editedArticleSchema,
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
} from '#common/article-schemas.ts';
import { idParamSchema } from '#common/id-params.ts';
import type { BlogService } from '#modules/blog/blog.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface BlogRoutesOptions {
  blog: BlogService;
}

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blog }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Astuces, recettes et articles',
        description:
          'Du plus récent au plus ancien, sans le texte complet. `categorie` (Tout, Bons usages, ' +
          'Beauté, Bien-être, Nutrition, Lifestyle) filtre par catégorie ; `q` cherche chaque mot ' +
          'dans le titre et le résumé, sans tenir compte des accents ni des majuscules.',
        querystring: articleListQuerySchema,
        response: { 200: z.array(articleSummarySchema), 400: errorResponseSchema },
      },
    },
    async (request) => blog.listArticles(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Un article, avec son texte complet',
        params: z.object({ id: idParamSchema }),
        response: { 200: articleSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => blog.getArticle(request.params.id),
  );
};

const bearer = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The team's articles (`/api/admin/articles`), drafts included; writing and editing them are
 * operations (core/blog/blog.operations.ts), each change journaled.
 */
export const adminArticlesRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (
  app,
  { blog },
) => {
  app.get(
    '/articles',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['Administration'],
        summary: 'Tous les articles, brouillons compris, les derniers modifiés d’abord (admin)',
        security: bearer,
        response: { 200: z.array(editedArticleSchema), ...adminErrors },
      },
    },
    async () => blog.editedArticles(),
  );

  app.get(
    '/articles/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['Administration'],
        summary: 'Un article, brouillon ou publié, avec son texte (admin)',
        security: bearer,
        params: z.object({ id: idParamSchema }),
        response: { 200: articleDraftSchema, ...adminErrors },
      },
    },
    async (request) => blog.editedArticle(request.params.id),
  );
};
