import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_SENT_MESSAGE, contactMessageSchema } from '../../../common/contact.ts';
import type { ContactService } from '../../../core/contact/contact.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ContactRoutesOptions {
  contact: ContactService;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact },
) => {
  app.post(
    '',
    {
      schema: {
        tags: ['Contact'],
        summary: 'Message à l’équipe',
        description:
          'Le message est enregistré puis envoyé par e-mail à l’équipe. Un échec de l’envoi ' +
          'n’empêche pas l’enregistrement. Limité par heure, par adresse e-mail et par adresse IP (429).',
        body: contactMessageSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await contact.send(request.body, request.ip);
      return reply.status(201).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
};
