import { z } from 'zod';
import { idParamsSchema } from '#common/id-params.ts';
import {
  ANSWER_PUBLISHED,
  REVIEW_HIDDEN,
  reviewCreatedMessage,
  REVIEW_REPORTED,
  REVIEW_REPORTS_CLOSED,
  REVIEW_SHOWN,
  REVIEW_UPDATED,
} from '#common/reviews.ts';
import {
  reviewAnswerSchema,
  reviewDraftSchema,
  reviewEditSchema,
  reviewHidingSchema,
  reviewReportSchema,
} from '#common/review-schemas.ts';
import { accountOf, defineOperation, teamMember } from '#modules/operations/operation.ts';

// The reviews' writes (issue 16): a buyer reviews a received product, edits and reports
// reviews; the shop answers once; the team hides, shows again, or keeps a reported review.
// Which reviews an account may touch is the reviews service's decision.

const messageSchema = z.object({ message: z.string() });
const REFUSALS = [400, 401, 403, 404, 409] as const;
const TAGS = ['Avis'] as const;

/** A write on one review that answers its confirmation: the French sentence the page shows. */
const ON_A_REVIEW = {
  params: idParamsSchema,
  answers: { 200: messageSchema },
  refusals: REFUSALS,
} as const;
const confirmed = (message: string) => ({
  answer: () => ({ status: 200 as const, body: { message } }),
  done: () => message,
});

export const reviewOperations = {
  create: defineOperation({
    intent: 'publier-avis',
    http: {
      method: 'POST',
      path: '/avis',
      tags: TAGS,
      summary: 'Donner son avis sur un produit d’une commande livrée',
      description:
        'Un avis par produit et par acheteur (409 pour un second) ; 403 avant livraison.',
    },
    access: accountOf('ACHETEUR'),
    input: reviewDraftSchema,
    answers: { 201: messageSchema.extend({ id: z.number().int() }) },
    refusals: REFUSALS,
    run: ({ services, account, input }) => services.reviews.create(account, input),
    answer: ({ id, awaitingTeam }) => ({
      status: 201,
      body: { id, message: reviewCreatedMessage(awaitingTeam) },
    }),
    done: ({ awaitingTeam }) => reviewCreatedMessage(awaitingTeam),
  }),

  update: defineOperation({
    intent: 'modifier-avis',
    http: { method: 'PUT', path: '/avis/:id', tags: TAGS, summary: 'Modifier son avis' },
    access: accountOf('ACHETEUR'),
    input: reviewEditSchema,
    ...ON_A_REVIEW,
    run: ({ services, account, params, input }) =>
      services.reviews.update(account, params.id, input),
    ...confirmed(REVIEW_UPDATED),
  }),

  answer: defineOperation({
    intent: 'repondre-avis',
    http: {
      method: 'POST',
      path: '/avis/:id/reponse',
      tags: TAGS,
      summary: 'Répondre publiquement à un avis sur un produit de sa boutique (une fois)',
    },
    access: teamMember('vendre'),
    input: reviewAnswerSchema,
    ...ON_A_REVIEW,
    run: ({ services, account, params, input }) =>
      services.reviews.answer(account, params.id, input.text),
    ...confirmed(ANSWER_PUBLISHED),
  }),

  report: defineOperation({
    intent: 'signaler-avis',
    http: {
      method: 'POST',
      path: '/avis/:id/signalements',
      tags: TAGS,
      summary: 'Signaler un avis à l’équipe (une fois par acheteur)',
    },
    access: accountOf('ACHETEUR'),
    input: reviewReportSchema,
    params: idParamsSchema,
    answers: { 201: messageSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.reviews.report(account, params.id, input.raison),
    answer: () => ({ status: 201, body: { message: REVIEW_REPORTED } }),
    done: () => REVIEW_REPORTED,
  }),

  hide: defineOperation({
    intent: 'masquer-avis',
    http: {
      method: 'POST',
      path: '/admin/avis/:id/masquer',
      tags: TAGS,
      summary: 'Masquer un avis, avec la raison ; ses signalements sont classés',
    },
    access: accountOf('ADMIN'),
    input: reviewHidingSchema,
    ...ON_A_REVIEW,
    run: ({ services, account, params, input }) =>
      services.reviews.hide(account, params.id, input.raison),
    ...confirmed(REVIEW_HIDDEN),
  }),

  show: defineOperation({
    intent: 'afficher-avis',
    http: {
      method: 'POST',
      path: '/admin/avis/:id/afficher',
      tags: TAGS,
      summary: 'Rendre visible un avis masqué',
    },
    access: accountOf('ADMIN'),
    ...ON_A_REVIEW,
    run: ({ services, account, params }) => services.reviews.show(account, params.id),
    ...confirmed(REVIEW_SHOWN),
  }),

  closeReports: defineOperation({
    intent: 'classer-avis',
    http: {
      method: 'POST',
      path: '/admin/avis/:id/signalements/classer',
      tags: TAGS,
      summary: 'Classer les signalements d’un avis gardé visible',
    },
    access: accountOf('ADMIN'),
    ...ON_A_REVIEW,
    run: ({ services, account, params }) => services.reviews.closeReports(account, params.id),
    ...confirmed(REVIEW_REPORTS_CLOSED),
  }),
};
