import { z } from 'zod';
import { categorieSchema, familleSchema } from '#common/catalogue-schemas.ts';
import {
  CATEGORY_ADDED,
  CATEGORY_UPDATED,
  categoryIdParamsSchema,
  categoryInputSchema,
  FAMILY_ADDED,
  FAMILY_UPDATED,
  familyIdParamsSchema,
  familyInputSchema,
  moveProductsSchema,
} from '#common/categories.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's families and categories (spec sections 2, 7 and 9; issue 14): add, edit and delete
// them, and move a category's products to another before deleting it. Admins only.

const TAGS = ['Catégories et familles (administration)'] as const;
const admins = accountOf('ADMIN');
const REFUSALS = [400, 401, 403, 404, 409] as const;
const done = z.object({ message: z.string() });
const told = (result: { message: string }) => result.message;

export const categoryOperations = {
  addCategory: defineOperation({
    intent: 'ajouter-categorie',
    http: {
      method: 'POST',
      path: '/categories/ajoutcategorie',
      tags: TAGS,
      summary: 'Ajouter une catégorie à une famille',
      description: 'Nom unique dans sa famille, accents et majuscules ignorés (409 sinon).',
    },
    access: admins,
    input: categoryInputSchema,
    answers: { 201: categorieSchema },
    refusals: REFUSALS,
    run: ({ services, account, input }) => services.categories.addCategory(account, input),
    done: () => CATEGORY_ADDED,
  }),

  addFamily: defineOperation({
    intent: 'ajouter-famille',
    http: {
      method: 'POST',
      path: '/categories/ajoutfamille',
      tags: TAGS,
      summary: 'Ajouter une famille',
      description: 'Nom unique, accents et majuscules ignorés (409 sinon).',
    },
    access: admins,
    input: familyInputSchema,
    answers: { 201: familleSchema },
    refusals: REFUSALS,
    run: ({ services, account, input }) => services.categories.addFamily(account, input),
    done: () => FAMILY_ADDED,
  }),

  updateFamily: defineOperation({
    intent: 'modifier-famille',
    http: {
      method: 'PUT',
      path: '/categories/familles/:id',
      tags: TAGS,
      summary: 'Renommer une famille',
    },
    access: admins,
    params: familyIdParamsSchema,
    input: familyInputSchema,
    answers: { 200: familleSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.categories.updateFamily(account, params.id, input),
    done: () => FAMILY_UPDATED,
  }),

  removeFamily: defineOperation({
    intent: 'supprimer-famille',
    http: {
      method: 'DELETE',
      path: '/categories/familles/:id',
      tags: TAGS,
      summary: 'Supprimer une famille sans catégorie',
      description: 'Refusé (409) tant que des catégories lui appartiennent.',
    },
    access: admins,
    params: familyIdParamsSchema,
    answers: { 200: done },
    refusals: REFUSALS,
    run: ({ services, account, params }) => services.categories.removeFamily(account, params.id),
    done: told,
  }),

  updateCategory: defineOperation({
    intent: 'modifier-categorie',
    http: {
      method: 'PUT',
      path: '/categories/:id',
      tags: TAGS,
      summary: 'Modifier une catégorie (nom, famille)',
    },
    access: admins,
    params: categoryIdParamsSchema,
    input: categoryInputSchema,
    answers: { 200: categorieSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.categories.updateCategory(account, params.id, input),
    done: () => CATEGORY_UPDATED,
  }),

  removeCategory: defineOperation({
    intent: 'supprimer-categorie',
    http: {
      method: 'DELETE',
      path: '/categories/:id',
      tags: TAGS,
      summary: 'Supprimer une catégorie sans produit',
      description:
        'Refusé (409) tant que des produits, de toute boutique, en vente ou non, l’utilisent : ' +
        'déplacez-les d’abord (POST /api/categories/{id}/deplacer).',
    },
    access: admins,
    params: categoryIdParamsSchema,
    answers: { 200: done },
    refusals: REFUSALS,
    run: ({ services, account, params }) => services.categories.removeCategory(account, params.id),
    done: told,
  }),

  moveProducts: defineOperation({
    intent: 'deplacer-produits',
    http: {
      method: 'POST',
      path: '/categories/:id/deplacer',
      tags: TAGS,
      summary: 'Déplacer tous les produits d’une catégorie vers une autre',
    },
    access: admins,
    params: categoryIdParamsSchema,
    input: moveProductsSchema,
    answers: { 200: done.extend({ moved: z.number().int() }) },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.categories.moveProducts(account, params.id, input.versCategorieId),
    done: told,
  }),
};
