import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '../../../common/newsletter-outcomes.ts';
import { newsletterSubscriptionSchema } from '../../../common/newsletter.ts';
import type { NewsletterService } from '../../../core/newsletter/newsletter.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { newsletter },
) => {
  app.post(
    '',
    {
      schema: {
        tags: ['Newsletter'],
        summary: 'Inscription à la lettre d’information',
        description: 'L’adresse est enregistrée sans espaces et en minuscules, une seule fois.',
        body: newsletterSubscriptionSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await newsletter.subscribe(request.body);
      return reply.status(201).send({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    },
  );
};
