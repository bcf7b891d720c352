import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorieSchema, familleSchema } from '#common/catalogue-schemas.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';

export interface CategoriesRoutesOptions {
  catalogue: CatalogueService;
}

/**
 * The spec's public lists. The team's writes (add, edit and delete families and categories, move
 * a category's products) are operations: core/categories/categories.operations.ts.
 */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (
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
