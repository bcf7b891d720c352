import { z } from 'zod';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's outgoing e-mails (decision 034): a message that failed every try goes back in the
// queue (« Renvoyer »); the service refuses one that has not failed.

export const outboxOperations = {
  resend: defineOperation({
    intent: 'renvoyer',
    http: {
      method: 'POST',
      path: '/admin/courriels/:id/renvoyer',
      tags: ['E-mails'],
      summary: 'Remettre dans la file d’envoi un e-mail en échec',
      description: 'Ses essais repartent de zéro ; 409 si le message n’est pas en échec.',
    },
    access: accountOf('ADMIN'),
    params: idParamsSchema,
    answers: { 200: z.object({ message: z.string() }) },
    refusals: [401, 403, 404, 409],
    run: async ({ services, account, params }) => ({
      message: await services.outbox.resend(account, params.id),
    }),
    done: ({ message }) => message,
  }),
};
