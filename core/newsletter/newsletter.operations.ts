import { z } from 'zod';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '#common/newsletter-outcomes.ts';
import { newsletterSubscriptionSchema } from '#common/newsletter.ts';
import { defineOperation, publicForm } from '#modules/operations/operation.ts';

// The footer's newsletter box: an address subscribed once (the service refuses it twice).

export const newsletterOperations = {
  subscribe: defineOperation({
    intent: 'inscrire',
    http: {
      method: 'POST',
      path: '/newsletter',
      tags: ['Newsletter'],
      summary: 'Inscription à la lettre d’information',
      description: 'L’adresse est enregistrée sans espaces et en minuscules, une seule fois.',
    },
    access: publicForm,
    input: newsletterSubscriptionSchema,
    answers: { 201: z.object({ message: z.string() }) },
    refusals: [400, 409],
    run: async ({ services, input }) => {
      await services.newsletter.subscribe(input);
      return { message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },
    done: () => NEWSLETTER_SUBSCRIBED_MESSAGE,
  }),
};
