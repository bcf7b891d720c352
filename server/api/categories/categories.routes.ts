import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorieSchema, familleSchema } from '../../../common/catalogue-schemas.ts';
import {
  categoryInputSchema,
  familyInputSchema,
  moveProductsSchema,
} from '../../../common/categories.ts';
import type { CatalogueService } from '../../../core/catalogue/catalogue.service.ts';
import type { CategoriesService } from '../../../core/categories/categories.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface CategoriesRoutesOptions {
  catalogue: CatalogueService;
  categories: CategoriesService;
}

const ADMIN_TAG = 'Catégories et familles (administration)';
const bearer = [{ bearerAuth: [] }];
const idOf = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message),
  });
const categoryId = idOf('Identifiant de catégorie invalide.');
const familyId = idOf('Identifiant de famille invalide.');
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const done = z.object({ message: z.string() });

/**
 * The spec's public lists, and the team's writes (ADMIN token): add, edit and delete families and
 * categories, and move a category's products to another before deleting it.
 */
export const categoriesRoutes: FastifyPluginAsyncZod<CategoriesRoutesOptions> = async (
  app,
  { catalogue, categories },
) => {
  const admin = app.requireRoles('ADMIN');

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

  app.post(
    '/ajoutcategorie',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Ajouter une catégorie à une famille',
        description: 'Nom unique dans sa famille, accents et majuscules ignorés (409 sinon).',
        security: bearer,
        body: categoryInputSchema,
        response: { 201: categorieSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categories.addCategory(currentAccount(request), request.body)),
  );

  app.post(
    '/ajoutfamille',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Ajouter une famille',
        description: 'Nom unique, accents et majuscules ignorés (409 sinon).',
        security: bearer,
        body: familyInputSchema,
        response: { 201: familleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categories.addFamily(currentAccount(request), request.body)),
  );

  app.put(
    '/familles/:id',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Renommer une famille',
        security: bearer,
        params: familyId,
        body: familyInputSchema,
        response: { 200: familleSchema, ...errors },
      },
    },
    async (request) =>
      categories.updateFamily(currentAccount(request), request.params.id, request.body),
  );

  app.delete(
    '/familles/:id',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Supprimer une famille sans catégorie',
        description: 'Refusé (409) tant que des catégories lui appartiennent.',
        security: bearer,
        params: familyId,
        response: { 200: done, ...errors },
      },
    },
    async (request) => categories.removeFamily(currentAccount(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Modifier une catégorie (nom, famille)',
        security: bearer,
        params: categoryId,
        body: categoryInputSchema,
        response: { 200: categorieSchema, ...errors },
      },
    },
    async (request) =>
      categories.updateCategory(currentAccount(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Supprimer une catégorie sans produit',
        description:
          'Refusé (409) tant que des produits, de toute boutique, en vente ou non, l’utilisent : ' +
          'déplacez-les d’abord (POST /api/categories/{id}/deplacer).',
        security: bearer,
        params: categoryId,
        response: { 200: done, ...errors },
      },
    },
    async (request) => categories.removeCategory(currentAccount(request), request.params.id),
  );

  app.post(
    '/:id/deplacer',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Déplacer tous les produits d’une catégorie vers une autre',
        security: bearer,
        params: categoryId,
        body: moveProductsSchema,
        response: { 200: done.extend({ moved: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      categories.moveProducts(
        currentAccount(request),
        request.params.id,
        request.body.versCategorieId,
      ),
  );
};
