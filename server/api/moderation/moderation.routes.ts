import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../id-param.ts';
import {
  offerQuery,
  recipeWithdrawnMessage,
  reportedQuery,
  reportsClosedMessage,
  restoredMessage,
  withdrawalSchema,
  withdrawnMessage,
} from '../../../common/moderation.ts';
import { productReportSchema, REPORT_SENT_MESSAGE } from '../../../common/product-reports.ts';
import type { ModerationService } from '../../../core/moderation/moderation.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { searchParamsOf, tableQuerystring } from '../table-query.ts';

export interface ModerationRoutesOptions {
  moderation: ModerationService;
}

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });
const messageSchema = z.object({ message: z.string() });
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

/** Catalogue moderation, for the team (ADMIN): reports, withdrawals, restorations. */
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

  app.post(
    '/produits/:id/retirer',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Retirer un produit de la vente, avec la raison que le vendeur verra',
        description: 'Le vendeur est prévenu par e-mail et dans son espace. Entrée au journal.',
        security: bearer,
        params: idParams,
        body: withdrawalSchema,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      const offer = await moderation.withdraw(
        currentAccount(request),
        request.params.id,
        request.body,
      );
      return { message: withdrawnMessage(offer.productName) };
    },
  );

  app.post(
    '/recettes/:id/retirer',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Retirer une recette du blog (elle repasse en brouillon), avec la raison',
        description:
          'Le vendeur est prévenu par e-mail et dans son espace ; il la publie de nouveau après l’avoir modifiée. Entrée au journal. 409 si elle n’est pas publiée.',
        security: bearer,
        params: idParams,
        body: withdrawalSchema,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      const recipe = await moderation.withdrawRecipe(
        currentAccount(request),
        request.params.id,
        request.body,
      );
      return { message: recipeWithdrawnMessage(recipe.title) };
    },
  );

  app.post(
    '/produits/:id/remettre',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Remettre en vente un produit retiré par l’équipe',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      const offer = await moderation.restore(currentAccount(request), request.params.id);
      return { message: restoredMessage(offer.productName) };
    },
  );

  app.post(
    '/produits/:id/signalements/classer',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Classer les signalements ouverts d’un produit, sans autre action',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      const offer = await moderation.closeReports(currentAccount(request), request.params.id);
      return { message: reportsClosedMessage(offer.productName) };
    },
  );
};

/** A product report, from anyone: visitors and signed-in accounts alike. */
export const productReportsRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderation },
) => {
  app.post(
    '/:id/signalements',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Signaler un produit à l’équipe',
        description:
          'Ouvert à tous ; un jeton, s’il est envoyé, doit être valide. Limité à 5 signalements par heure et par adresse IP (429).',
        params: idParams,
        body: productReportSchema,
        response: {
          201: messageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: app.optionalAccount,
    },
    async (request, reply) => {
      await moderation.report(request.params.id, request.body, {
        account: request.account,
        client: request.ip,
      });
      return reply.status(201).send({ message: REPORT_SENT_MESSAGE });
    },
  );
};
