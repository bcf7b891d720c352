import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELP_AUDIENCES } from '#common/help-centre.ts';
import { faqSearchSchema } from '#common/help-centre-schemas.ts';
import type { HelpCentreService } from '#modules/help-centre/help-centre.service.ts';

export interface HelpCentreRoutesOptions {
  helpCentre: HelpCentreService;
}

const TAG = 'Centre d’aide';
const faqEntryResponse = z.object({
  id: z.number().int(),
  audience: z.enum(HELP_AUDIENCES),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});

/**
 * The FAQ, for everyone (`/api/aide/faq`); the team writes it through operations
 * (core/help-centre/help-centre.operations.ts).
 */
export const faqRoutes: FastifyPluginAsyncZod<HelpCentreRoutesOptions> = async (
  app,
  { helpCentre },
) => {
  app.get(
    '/faq',
    {
      schema: {
        tags: [TAG],
        summary: 'Questions fréquentes des acheteurs ou des vendeurs',
        description:
          'La recherche `q` porte sur la question, sans tenir compte des accents ni des majuscules.',
        querystring: faqSearchSchema,
        response: { 200: z.array(faqEntryResponse) },
      },
    },
    async (request) => helpCentre.faq(request.query.audience, request.query.q),
  );
};
