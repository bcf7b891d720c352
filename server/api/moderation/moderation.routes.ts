import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerQuery, reportedQuery } from '#common/moderation.ts';
import type { ModerationService } from '#modules/moderation/moderation.service.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { searchParamsOf, tableQuerystring } from '../table-query.ts';

export interface ModerationRoutesOptions {
  moderation: ModerationService;
}

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const tableMeta = {
  total: z.number().int(),
  pageCount: z.number().int(),
  query: z.object({
    page: z.number().int(),
    pageSize: z.union([z.number().int(), z.literal('tout')]),
    search: z.string(),
    sort: z.object({ column: z.string(), direction: z.enum(['asc', 'desc']) }),
  }),
};
const reportedPageSchema = z.object({
  rows: z.array(
    z.object({
      offerId: z.number().int(),
      productName: z.string(),
      imageUrl: z.string().nullable(),
      boutiqueId: z.number().int(),
      boutiqueName: z.string(),
      reportCount: z.number().int(),
      reasons: z.array(z.string()),
      latestAt: z.string(),
      messages: z.array(z.string()),
    }),
  ),
  ...tableMeta,
});
const flaggedPageSchema = z.object({
  rows: z.array(
    z.object({
      offerId: z.number().int(),
      productName: z.string(),
      boutiqueName: z.string(),
      claims: z.array(z.string()),
    }),
  ),
  ...tableMeta,
  recipes: z.array(
    z.object({
      recipeId: z.number().int(),
      title: z.string(),
      boutiqueName: z.string(),
      claims: z.array(z.string()),
    }),
  ),
  articles: z.array(
    z.object({ articleId: z.number().int(), title: z.string(), claims: z.array(z.string()) }),
  ),
});
const offerPageSchema = z.object({
  rows: z.array(
    z.object({
      offerId: z.number().int(),
      productName: z.string(),
      boutiqueName: z.string(),
      price: z.number().int(),
      active: z.boolean(),
      withdrawal: z.object({ reason: z.string(), at: z.string() }).nullable(),
    }),
  ),
  ...tableMeta,
});

/**
 * Catalogue moderation, for the team (ADMIN): the lists it works from. Reporting a product and
 * the team's decisions are operations: core/moderation/moderation.operations.ts.
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderation },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/signalements',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Produits signalés : signalements ouverts regroupés par produit',
        description:
          'Paginé sur le serveur : `?page=&taille=10|25|50|100|tout&tri=signalements|date|produit&ordre=asc|desc&q=`',
        security: bearer,
        querystring: tableQuerystring,
        response: { 200: reportedPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => moderation.reportedPage(reportedQuery(searchParamsOf(request.query))),
  );

  app.get(
    '/allegations',
    {
      schema: {
        tags: ['Modération'],
        summary:
          'Produits en vente, recettes et articles publiés dont un texte tombe sous la politique de contenu',
        description:
          'Les mots à reformuler de chaque produit, recette et article, selon la liste d’aujourd’hui (common/health-claims.ts). Les produits (`rows`) sont paginés sur le serveur : `?page=&taille=&tri=produit|boutique|date&ordre=&q=` ; `recipes` et `articles` donnent tous ceux que les lecteurs voient, les plus récents d’abord.',
        security: bearer,
        querystring: tableQuerystring,
        response: { 200: flaggedPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => moderation.flaggedPage(offerQuery(searchParamsOf(request.query))),
  );

  app.get(
    '/produits',
    {
      schema: {
        tags: ['Modération'],
        summary:
          'Le catalogue tel que l’équipe le modère, ou les produits retirés (?liste=retires)',
        security: bearer,
        querystring: tableQuerystring.extend({
          liste: z.enum(['retires', 'catalogue']).optional(),
        }),
        response: { 200: offerPageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      const { liste = 'catalogue', ...table } = request.query;
      return moderation.offerPage(offerQuery(searchParamsOf(table)), liste);
    },
  );
};
