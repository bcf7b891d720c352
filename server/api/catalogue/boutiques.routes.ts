import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicBoutiqueSchema } from '#common/boutique-schema.ts';
import { idParamSchema } from '#common/id-params.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface BoutiquesRoutesOptions {
  catalogue: CatalogueService;
}

export const boutiquesRoutes: FastifyPluginAsyncZod<BoutiquesRoutesOptions> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Une boutique (page publique)',
        description:
          'Nom, description, pays, ville, logo et bannière d’une boutique active ; ' +
          'ses produits : `GET /api/produits/boutique/{boutiqueId}`.',
        params: z.object({ id: idParamSchema }),
        response: {
          200: publicBoutiqueSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => catalogue.getBoutique(request.params.id),
  );
};
