import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDraftSchema,
  articleInputSchema,
  editedArticleSchema,
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
} from '../../../common/article-schemas.ts';
import { idParamSchema } from '../id-param.ts';
import type { BlogService } from '../../../core/blog/blog.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
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
const ARTICLE_RULES =
  'Titre, catégorie (Bons usages, Beauté, Bien-être, Nutrition, Lifestyle), résumé et texte requis, ' +
  'sans allégation de santé (politique de contenu). Le texte suit un petit Markdown : ' +
  'paragraphes séparés par une ligne vide, `## ` et `### ` pour les intertitres, `- ` et `1. ` ' +
  'pour les listes ; aucun HTML n’est interprété. `image` : l’adresse rendue par ' +
  'POST /api/admin/articles/image. Le temps de lecture est calculé (200 mots par minute, ' +
  'une minute au moins). `published` : false garde l’article en brouillon.';

/** The team writes and edits articles (`/api/admin/articles`), each change journaled. */
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

  app.post(
    '/articles',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['Administration'],
        summary: 'Écrire un article (admin, journalisé)',
        description: ARTICLE_RULES,
        security: bearer,
        body: articleInputSchema,
        response: { 201: articleDraftSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const id = await blog.create(currentAccount(request), request.body);
      return reply.status(201).send(await blog.editedArticle(id));
    },
  );

  app.put(
    '/articles/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['Administration'],
        summary: 'Modifier un article (admin, journalisé)',
        description: ARTICLE_RULES,
        security: bearer,
        params: z.object({ id: idParamSchema }),
        body: articleInputSchema,
        response: { 200: articleDraftSchema, ...adminErrors },
      },
    },
    async (request) => {
      await blog.update(currentAccount(request), request.params.id, request.body);
      return blog.editedArticle(request.params.id);
    },
  );
};
