import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_STATUSES } from '#common/outbox.ts';
import type { Outbox } from '#modules/outbox/outbox.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface OutboxRoutesOptions {
  outbox: Pick<Outbox, 'overview'>;
}

const entrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});

/**
 * The outgoing e-mails (decision 034), for the team (ADMIN). Sending a failed one again is an
 * operation: core/outbox/outbox.operations.ts.
 */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { outbox }) => {
  app.get(
    '/courriels',
    {
      schema: {
        tags: ['E-mails'],
        summary: 'E-mails en échec et derniers e-mails, avec le nombre en attente d’envoi',
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({
            failed: z.array(entrySchema),
            recent: z.array(entrySchema),
            waiting: z.number().int(),
          }),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => outbox.overview(currentAccount(request)),
  );
};
