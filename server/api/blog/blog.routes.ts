import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
} from '../../../common/blog.ts';
import { idParamSchema } from '../../../common/ids.ts';
import type { BlogService } from '../../../core/blog/blog.service.ts';
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
          'Du plus récent au plus ancien, sans le texte complet. `categorie` (Tout, Santé, ' +
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
