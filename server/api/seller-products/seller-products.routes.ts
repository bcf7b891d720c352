import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders } from '#common/product-csv-files.ts';
import { sellerProductSchema } from '#common/seller-products.ts';
import type { SellerProductsService } from '#modules/seller-products/seller-products.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SellerProductsRoutesOptions {
  sellerProducts: SellerProductsService;
}

const bearer = [{ bearerAuth: [] }];
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

/**
 * The seller's own products. Adding, editing, the stock, on/off sale and deleting are
 * operations (core/seller-products/seller-products.operations.ts), mounted between these
 * routes and the CSV files' to keep the API document's order.
 */
export const sellerProductsRoutes: FastifyPluginAsyncZod<SellerProductsRoutesOptions> = async (
  app,
  { sellerProducts },
) => {
  app.get(
    '/ma-boutique',
    {
      // Every member of the boutique's team reads; only the roles that sell change anything.
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Tous les produits de ma boutique, en vente ou non',
        security: bearer,
        response: { 200: z.array(sellerProductSchema), ...errors },
      },
    },
    async (request) => sellerProducts.list(currentAccount(request)),
  );
};

/** The boutique's products as CSV files: the import template, the export, and the import. */
export const sellerProductCsvRoutes: FastifyPluginAsyncZod<SellerProductsRoutesOptions> = async (
  app,
  { sellerProducts },
) => {
  const reads = app.requireTeam('voir');
  const sells = app.requireTeam('vendre');
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
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
    async (request, reply) =>
      reply
        .headers(csvDownloadHeaders('template'))
        .send(sellerProducts.csvTemplate(currentAccount(request))),
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
        .headers(csvDownloadHeaders('export'))
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
