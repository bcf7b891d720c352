import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUEUED_SUBJECTS } from '#common/claim-queue.ts';
import type { ClaimQueueService } from '#modules/claim-queue/claim-queue.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ClaimQueueRoutesOptions {
  claimQueue: ClaimQueueService;
}

const bearer = [{ bearerAuth: [] }];
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

/**
 * The « Allégations de santé » queue (issue 45), for the team (ADMIN). Its decisions are
 * operations: core/claim-queue/claim-queue.operations.ts.
 */
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
};
