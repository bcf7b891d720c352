import {
  activeUpdateSchema,
  newProductSchema,
  offerIdParamsSchema,
  PRODUCT_ADDED,
  PRODUCT_UPDATED,
  productRemovalSchema,
  productUpdateSchema,
  saleMessage,
  sellerProductSchema,
  stockMessage,
  stockUpdateSchema,
} from '#common/seller-products.ts';
import { defineOperation, teamMember } from '#modules/operations/operation.ts';

// A seller's products (issue 6): add (the spec's payload), edit, stock, on or off sale, delete.
// Only the team's roles that sell change anything; which products are the boutique's is the
// service's decision. The CSV import stays a route of its own: its body is the file's text.

const TAGS = ['Produits du vendeur'] as const;
const REFUSALS = [400, 401, 403, 404] as const;
const sells = teamMember('vendre');

/** A write on one product that answers it as the boutique now has it. */
const ON_A_PRODUCT = {
  access: sells,
  params: offerIdParamsSchema,
  answers: { 200: sellerProductSchema },
  refusals: REFUSALS,
} as const;

export const sellerProductOperations = {
  add: defineOperation({
    intent: 'ajouter',
    http: {
      method: 'POST',
      path: '/produits/ajouter-nouveau-produit',
      tags: TAGS,
      summary: 'Ajouter un produit (charge utile de la spécification)',
      description:
        'tenantId et boutiqueProduct.boutiqueId doivent être ceux du vendeur (403 sinon). ' +
        'Les images sont des adresses rendues par POST /api/upload_images.',
    },
    access: sells,
    input: newProductSchema,
    answers: { 201: sellerProductSchema },
    refusals: REFUSALS,
    run: ({ services, account, input }) => services.sellerProducts.add(account, input),
    done: () => PRODUCT_ADDED,
  }),

  update: defineOperation({
    intent: 'modifier',
    http: {
      method: 'PUT',
      path: '/produits/:id',
      tags: TAGS,
      summary: 'Modifier un produit (tous les champs, images dans leur ordre)',
    },
    input: productUpdateSchema,
    ...ON_A_PRODUCT,
    run: ({ services, account, params, input }) =>
      services.sellerProducts.update(account, params.id, input),
    done: () => PRODUCT_UPDATED,
  }),

  setStock: defineOperation({
    intent: 'stock',
    http: { method: 'PATCH', path: '/produits/:id/stock', tags: TAGS, summary: 'Gérer le stock' },
    input: stockUpdateSchema,
    ...ON_A_PRODUCT,
    run: ({ services, account, params, input }) =>
      services.sellerProducts.setStock(account, params.id, input.stockDisponible),
    done: (product) => stockMessage(product.product.name, product.stockDisponible),
  }),

  setActive: defineOperation({
    intent: 'vente',
    http: {
      method: 'PATCH',
      path: '/produits/:id/vente',
      tags: TAGS,
      summary: 'Mettre en vente ou retirer de la vente',
    },
    input: activeUpdateSchema,
    ...ON_A_PRODUCT,
    run: ({ services, account, params, input }) =>
      services.sellerProducts.setActive(account, params.id, input.active),
    done: (product, { input }) => saleMessage(product.product.name, input.active),
  }),

  remove: defineOperation({
    intent: 'supprimer',
    http: {
      method: 'DELETE',
      path: '/produits/:id',
      tags: TAGS,
      summary: 'Supprimer un produit (retiré de la vente s’il a des commandes)',
    },
    ...ON_A_PRODUCT,
    answers: { 200: productRemovalSchema },
    run: ({ services, account, params }) => services.sellerProducts.remove(account, params.id),
    done: (removal) => removal.message,
  }),
};
