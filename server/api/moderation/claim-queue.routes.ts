import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QUEUED_SUBJECTS,
  QUEUED_TEXT_APPROVED,
  QUEUED_TEXT_REJECTED,
} from '../../../common/claim-queue.ts';
import type { ClaimQueueService } from '../../../core/claim-queue/claim-queue.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { idParamSchema } from '../id-param.ts';

export interface ClaimQueueRoutesOptions {
  claimQueue: ClaimQueueService;
}

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });
const messageSchema = z.object({ message: z.string() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const queuedTextSchema = z.object({
  id: z.number().int(),
  subject: z.enum(Object.keys(QUEUED_SUBJECTS) as [keyof typeof QUEUED_SUBJECTS]),
  subjectId: z.number().int(),
  field: z.string(),
  label: z.string(),
  text: z.string(),
  words: z.array(z.string()),
  createdAt: z.string(),
});

/** The « Allégations de santé » queue (issue 45), for the team (ADMIN). */
export const claimQueueRoutes: FastifyPluginAsyncZod<ClaimQueueRoutesOptions> = async (
  app,
  { claimQueue },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/allegations/a-relire',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Textes publics à relire : suspects pour la politique de contenu, ou avis retenus',
        description:
          'Les 100 plus récents en attente. Un avis d’acheteur retenu n’est pas publié avant d’être approuvé ; les autres textes sont publiés et l’équipe les relit.',
        security: bearer,
        response: { 200: z.array(queuedTextSchema), ...errors },
      },
      preHandler: admin,
    },
    async () => claimQueue.pending(),
  );

  app.post(
    '/allegations/:id/approuver',
    {
      schema: {
        tags: ['Modération'],
        summary: 'Approuver un texte : un avis retenu est publié, les autres restent. Journalisé.',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      await claimQueue.approve(currentAccount(request), request.params.id);
      return { message: QUEUED_TEXT_APPROVED };
    },
  );

  app.post(
    '/allegations/:id/rejeter',
    {
      schema: {
        tags: ['Modération'],
        summary:
          'Rejeter un texte : un avis n’est pas publié, une réponse est retirée, un produit est retiré de la vente (vendeur prévenu). Journalisé.',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request) => {
      await claimQueue.reject(currentAccount(request), request.params.id);
      return { message: QUEUED_TEXT_REJECTED };
    },
  );
};
