import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#common/id-params.ts';
import type { ReviewsService } from '#modules/reviews/reviews.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
}

const bearer = [{ bearerAuth: [] }];
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
        params: idParamsSchema,
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

/**
 * A buyer's reviews (`/api/avis`). Writing, editing, answering and reporting a review are
 * operations: core/reviews/reviews.operations.ts.
 */
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
};

/** The reviews the team moderates (`/api/admin/avis`); its decisions are operations. */
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
};
