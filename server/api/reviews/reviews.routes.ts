import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../id-param.ts';
import {
  ANSWER_PUBLISHED,
  REVIEW_HIDDEN,
  reviewCreatedMessage,
  REVIEW_REPORTED,
  REVIEW_REPORTS_CLOSED,
  REVIEW_SHOWN,
  REVIEW_UPDATED,
} from '../../../common/reviews.ts';
import {
  reviewAnswerSchema,
  reviewDraftSchema,
  reviewEditSchema,
  reviewHidingSchema,
  reviewReportSchema,
} from '../../../common/review-schemas.ts';
import type { ReviewsService } from '../../../core/reviews/reviews.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
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

const answerSchema = z.object({ text: z.string(), at: z.string() }).nullable();
const summarySchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
const productReviewPageSchema = z.object({
  summary: summarySchema,
  distribution: z.array(z.number().int()).length(5),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      rating: z.number().int(),
      text: z.string(),
      author: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      answer: answerSchema,
    }),
  ),
  page: z.number().int(),
  pageCount: z.number().int(),
});
const buyerReviewsSchema = z.object({
  reviews: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productName: z.string(),
      rating: z.number().int(),
      text: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      answer: answerSchema,
      hidden: z.object({ reason: z.string() }).nullable(),
    }),
  ),
  awaiting: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      orderNumber: z.string(),
      orderedAt: z.string(),
    }),
  ),
});
const moderatedSchema = z.array(
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    boutiqueName: z.string(),
    rating: z.number().int(),
    text: z.string(),
    author: z.string(),
    openReports: z.number().int(),
    reasons: z.array(z.string()),
    hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  }),
);

/** A product's visible reviews, for everyone (`/api/produits/{id}/avis`). */
export const productReviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  app,
  { reviews },
) => {
  app.get(
    '/:id/avis',
    {
      schema: {
        tags: ['Avis'],
        summary:
          'Note moyenne, répartition et avis visibles d’un produit, les plus récents d’abord',
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: {
          200: productReviewPageSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => reviews.visibleProductPage(request.params.id, request.query.page),
  );
};

/** Buyers write, edit and report reviews; sellers answer (`/api/avis`). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  app,
  { reviews },
) => {
  const buyer = app.requireRoles('ACHETEUR');

  app.get(
    '/mes-avis',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Mes avis, et les produits reçus qui attendent le mien',
        security: bearer,
        response: { 200: buyerReviewsSchema, ...errors },
      },
      preHandler: buyer,
    },
    async (request) => reviews.buyerReviews(currentAccount(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Donner son avis sur un produit d’une commande livrée',
        description:
          'Un avis par produit et par acheteur (409 pour un second) ; 403 avant livraison.',
        security: bearer,
        body: reviewDraftSchema,
        response: { 201: messageSchema.extend({ id: z.number().int() }), ...errors },
      },
      preHandler: buyer,
    },
    async (request, reply) => {
      const { id, awaitingTeam } = await reviews.create(currentAccount(request), request.body);
      return reply.status(201).send({ id, message: reviewCreatedMessage(awaitingTeam) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Modifier son avis',
        security: bearer,
        params: idParams,
        body: reviewEditSchema,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: buyer,
    },
    async (request) => {
      await reviews.update(currentAccount(request), request.params.id, request.body);
      return { message: REVIEW_UPDATED };
    },
  );

  app.post(
    '/:id/reponse',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Répondre publiquement à un avis sur un produit de sa boutique (une fois)',
        security: bearer,
        params: idParams,
        body: reviewAnswerSchema,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: app.requireTeam('vendre'),
    },
    async (request) => {
      await reviews.answer(currentAccount(request), request.params.id, request.body.text);
      return { message: ANSWER_PUBLISHED };
    },
  );

  app.post(
    '/:id/signalements',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Signaler un avis à l’équipe (une fois par acheteur)',
        security: bearer,
        params: idParams,
        body: reviewReportSchema,
        response: { 201: messageSchema, ...errors },
      },
      preHandler: buyer,
    },
    async (request, reply) => {
      await reviews.report(currentAccount(request), request.params.id, request.body.raison);
      return reply.status(201).send({ message: REVIEW_REPORTED });
    },
  );
};

/** The team's moderation of reviews (`/api/admin/avis`). */
export const reviewModerationRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  app,
  { reviews },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/avis',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Avis signalés (signalements ouverts) et avis masqués',
        security: bearer,
        response: { 200: moderatedSchema, ...errors },
      },
      preHandler: admin,
    },
    async () => reviews.moderated(),
  );

  app.post(
    '/avis/:id/masquer',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Masquer un avis, avec la raison ; ses signalements sont classés',
        security: bearer,
        params: idParams,
        body: reviewHidingSchema,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      await reviews.hide(currentAccount(request), request.params.id, request.body.raison);
      return { message: REVIEW_HIDDEN };
    },
  );

  app.post(
    '/avis/:id/afficher',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Rendre visible un avis masqué',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      await reviews.show(currentAccount(request), request.params.id);
      return { message: REVIEW_SHOWN };
    },
  );

  app.post(
    '/avis/:id/signalements/classer',
    {
      schema: {
        tags: ['Avis'],
        summary: 'Classer les signalements d’un avis gardé visible',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      await reviews.closeReports(currentAccount(request), request.params.id);
      return { message: REVIEW_REPORTS_CLOSED };
    },
  );
};
