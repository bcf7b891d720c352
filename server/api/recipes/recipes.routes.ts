import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#common/id-params.ts';
import {
  recipeListQuerySchema,
  recipeSchema,
  recipeSummarySchema,
} from '#common/recipe-schemas.ts';
import type { RecipesService } from '#modules/recipes/recipes.service.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface RecipesRoutesOptions {
  recipes: RecipesService;
}

/** The sellers' published recipes, read-only: sellers write them from their dashboard. */
export const recipesRoutes: FastifyPluginAsyncZod<RecipesRoutesOptions> = async (
  app,
  { recipes },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Recettes et astuces des boutiques',
        description:
          'Les recettes publiées, de la plus récente à la plus ancienne (24 au plus), sans leurs ' +
          'textes complets. `type` (Infusion, Macération, Décoction, Baume) et `categorie` ' +
          'filtrent ; `q` cherche chaque mot dans le titre, la description, les ingrédients et ' +
          'les mots-clés, sans tenir compte des accents ni des majuscules.',
        querystring: recipeListQuerySchema,
        response: { 200: z.array(recipeSummarySchema), 400: errorResponseSchema },
      },
    },
    async (request) => recipes.listPublished(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Une recette publiée, avec ses produits en vente',
        params: z.object({ id: idParamSchema }),
        response: { 200: recipeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => recipes.getPublished(request.params.id),
  );
};
