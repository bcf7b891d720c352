import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorieSchema, familleSchema } from '../../../common/catalogue.ts';
import type { CatalogueService } from '../../../core/catalogue/catalogue.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/listecategories',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Catégories de produits, avec leur famille',
        response: { 200: z.array(categorieSchema) },
      },
    },
    async () => catalogue.listCategories(),
  );

  app.get(
    '/listefamilles',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Familles de produits',
        response: { 200: z.array(familleSchema) },
      },
    },
    async () => catalogue.listFamilies(),
  );
};
