import { COMMENT_HIDDEN, COMMENT_REPORTS_CLOSED, COMMENT_SHOWN } from '#common/community.ts';
import { commentDecisionSchema, commentHidingSchema } from '#common/community-schemas.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's decisions on the blog's comments (issue 18): hide one with a reason, close its
// reports, show it again; the community service journals each. (The readers' likes, ratings and
// comments are not operations yet: a reader may be the anonymous one of a cookie.)

/** Every decision: the team's, on one comment, answered by its confirmation. */
const ON_A_COMMENT = {
  access: accountOf('ADMIN'),
  params: idParamsSchema,
  answers: { 200: commentDecisionSchema },
  refusals: [400, 401, 403, 404, 409, 429],
} as const;

export const communityOperations = {
  hideComment: defineOperation({
    intent: 'masquer',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/masquer',
      tags: ['Administration'],
      summary: 'Masquer un commentaire, avec la raison (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    input: commentHidingSchema,
    run: async ({ services, account, params, input }) => {
      await services.community.hide(account, params.id, input.raison);
      return { message: COMMENT_HIDDEN };
    },
    done: () => COMMENT_HIDDEN,
  }),

  closeCommentReports: defineOperation({
    intent: 'classer',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/classer',
      tags: ['Administration'],
      summary: 'Classer les signalements d’un commentaire, qui reste visible (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    run: async ({ services, account, params }) => {
      await services.community.closeReports(account, params.id);
      return { message: COMMENT_REPORTS_CLOSED };
    },
    done: () => COMMENT_REPORTS_CLOSED,
  }),

  showComment: defineOperation({
    intent: 'afficher',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/afficher',
      tags: ['Administration'],
      summary: 'Rendre visible un commentaire masqué (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    run: async ({ services, account, params }) => {
      await services.community.show(account, params.id);
      return { message: COMMENT_SHOWN };
    },
    done: () => COMMENT_SHOWN,
  }),
};
