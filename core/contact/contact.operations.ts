import { z } from 'zod';
import { CONTACT_SENT_MESSAGE, contactMessageSchema } from '#common/contact.ts';
import { defineOperation, publicForm } from '#modules/operations/operation.ts';

// The contact form's message to the team (issue 45, 1.6): stored, then e-mailed to the team
// and acknowledged to its sender through the outbox. Its limits (per address typed, per
// client) are the service's.

export const contactOperations = {
  send: defineOperation({
    intent: 'contacter',
    http: {
      method: 'POST',
      path: '/contact',
      tags: ['Contact'],
      summary: 'Message à l’équipe',
      description:
        'Le message est enregistré puis envoyé par e-mail à l’équipe. Un échec de l’envoi ' +
        'n’empêche pas l’enregistrement. Limité par heure, par adresse e-mail et par adresse IP (429).',
    },
    access: publicForm,
    input: contactMessageSchema,
    answers: { 201: z.object({ message: z.string() }) },
    refusals: [400, 429],
    run: async ({ services, input, clientIp }) => {
      await services.contact.send(input, clientIp);
      return { message: CONTACT_SENT_MESSAGE };
    },
    done: () => CONTACT_SENT_MESSAGE,
  }),
};
