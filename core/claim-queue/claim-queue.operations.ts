import { z } from 'zod';
import { QUEUED_TEXT_APPROVED, QUEUED_TEXT_REJECTED } from '#common/claim-queue.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The « Allégations de santé » queue's decisions (issue 45), the team's (ADMIN): a text
// approved (a held review is published) or rejected (what it belongs to is withdrawn), audited
// by the service.

const DECISION = {
  access: accountOf('ADMIN'),
  params: idParamsSchema,
  answers: { 200: z.object({ message: z.string() }) },
  refusals: [401, 403, 404],
} as const;

export const claimQueueOperations = {
  approve: defineOperation({
    intent: 'approuver',
    http: {
      method: 'POST',
      path: '/admin/allegations/:id/approuver',
      tags: ['Modération'],
      summary: 'Approuver un texte : un avis retenu est publié, les autres restent. Journalisé.',
    },
    ...DECISION,
    run: async ({ services, account, params }) => {
      await services.claimQueue.approve(account, params.id);
      return { message: QUEUED_TEXT_APPROVED };
    },
    done: () => QUEUED_TEXT_APPROVED,
  }),

  reject: defineOperation({
    intent: 'rejeter',
    http: {
      method: 'POST',
      path: '/admin/allegations/:id/rejeter',
      tags: ['Modération'],
      summary:
        'Rejeter un texte : un avis n’est pas publié, une réponse est retirée, un produit est retiré de la vente (vendeur prévenu). Journalisé.',
    },
    ...DECISION,
    run: async ({ services, account, params }) => {
      await services.claimQueue.reject(account, params.id);
      return { message: QUEUED_TEXT_REJECTED };
    },
    done: () => QUEUED_TEXT_REJECTED,
  }),
};
