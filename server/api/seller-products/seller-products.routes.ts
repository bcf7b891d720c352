import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeUpdateSchema,
  newProductSchema,
  productRemovalSchema,
  productUpdateSchema,
  sellerProductSchema,
  stockUpdateSchema,
} from '../../../common/seller-products.ts';
import type { SellerProductsService } from '../../../core/seller-products/seller-products.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SellerProductsRoutesOptions {
  sellerProducts: SellerProductsService;
}

const bearer = [{ bearerAuth: [] }];
const offerId = z.object({
  id: z.coerce
    .number({ error: 'Identifiant de produit invalide.' })
    .int('Identifiant de produit invalide.')
    .positive('Identifiant de produit invalide.')
    .max(2_147_483_647, 'Identifiant de produit invalide.'),
});
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const MAX_CSV_BYTES = 1_048_576;
/** A CSV download, sent as text: documented as such, never serialised as JSON. */
const csvDownload = {
  200: { content: { 'text/csv': { schema: z.string() } } },
  403: errorResponseSchema,
};

function csvFile(name: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  };
}

/** The seller's own products: add (spec payload), edit, stock, on/off sale, delete, CSV. */
export const sellerProductsRoutes: FastifyPluginAsyncZod<SellerProductsRoutesOptions> = async (
  app,
  { sellerProducts },
) => {
  // Every member of the boutique's team reads; only the roles that sell change anything.
  const reads = app.requireTeam('voir');
  const sells = app.requireTeam('vendre');
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/ma-boutique',
    {
      preHandler: reads,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Tous les produits de ma boutique, en vente ou non',
        security: bearer,
        response: { 200: z.array(sellerProductSchema), ...errors },
      },
    },
    async (request) => sellerProducts.list(currentAccount(request)),
  );

  app.post(
    '/ajouter-nouveau-produit',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Ajouter un produit (charge utile de la spécification)',
        description:
          'tenantId et boutiqueProduct.boutiqueId doivent être ceux du vendeur (403 sinon). ' +
          'Les images sont des adresses rendues par POST /api/upload_images.',
        security: bearer,
        body: newProductSchema,
        response: { 201: sellerProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sellerProducts.add(currentAccount(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Modifier un produit (tous les champs, images dans leur ordre)',
        security: bearer,
        params: offerId,
        body: productUpdateSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      sellerProducts.update(currentAccount(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/stock',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Gérer le stock',
        security: bearer,
        params: offerId,
        body: stockUpdateSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      sellerProducts.setStock(
        currentAccount(request),
        request.params.id,
        request.body.stockDisponible,
      ),
  );

  app.patch(
    '/:id/vente',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Mettre en vente ou retirer de la vente',
        security: bearer,
        params: offerId,
        body: activeUpdateSchema,
        response: { 200: sellerProductSchema, ...errors },
      },
    },
    async (request) =>
      sellerProducts.setActive(currentAccount(request), request.params.id, request.body.active),
  );

  app.delete(
    '/:id',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Supprimer un produit (retiré de la vente s’il a des commandes)',
        security: bearer,
        params: offerId,
        response: { 200: productRemovalSchema, ...errors },
      },
    },
    async (request) => sellerProducts.remove(currentAccount(request), request.params.id),
  );

  app.get(
    '/modele-import.csv',
    {
      preHandler: reads,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Modèle CSV d’import (en-têtes en français)',
        security: bearer,
        response: csvDownload,
      },
    },
    async (_request, reply) =>
      reply.headers(csvFile('modele-import-produits.csv')).send(sellerProducts.csvTemplate()),
  );

  app.get(
    '/ma-boutique/export.csv',
    {
      preHandler: reads,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Exporter mes produits en CSV',
        security: bearer,
        response: csvDownload,
      },
    },
    async (request, reply) =>
      reply
        .headers(csvFile('mes-produits.csv'))
        .send(await sellerProducts.exportCsv(currentAccount(request))),
  );

  app.post(
    '/importer',
    {
      preHandler: sells,
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Importer des produits depuis un CSV (tout ou rien)',
        description:
          'Corps text/csv en UTF-8, séparateur « ; » ou « , ». Chaque ligne est vérifiée avant ' +
          'toute écriture ; en cas de problème, 400 avec la liste (ligne, champ, message).',
        security: bearer,
        consumes: ['text/csv'],
        response: {
          201: z.object({ imported: z.number().int() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      return reply.status(201).send(await sellerProducts.importCsv(currentAccount(request), text));
    },
  );
};
