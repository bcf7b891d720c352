import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productListingEntrySchema,
  productListQuerySchema,
  type ProductListingEntry,
} from '../../../common/catalogue-schemas.ts';
import { idParamSchema } from '../id-param.ts';
import type { CatalogueService } from '../../../core/catalogue/catalogue.service.ts';
import { createResponseCache } from '../../response-cache.ts';
import { clientHolds, entityTagOf } from '../../entity-tags.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ProductsRoutesOptions {
  catalogue: CatalogueService;
  cacheSeconds: number;
}

const productListSchema = z.array(productListingEntrySchema);

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  options,
) => {
  const { catalogue } = options;
  // The list is the busiest read of the shop: serialise it once per few seconds, not per request.
  const listCache = createResponseCache<{ json: Buffer; total: number; etag: string }>({
    ttlMs: options.cacheSeconds * 1000,
  });

  app.get(
    '/listeproduits',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Liste des produits en vente',
        description:
          'Sans `page` ni `limit`, renvoie toute la liste. Avec, renvoie une page ; ' +
          'l’en-tête `X-Total-Count` donne le nombre total de produits. Filtres : `q` (recherche ' +
          'sans accents ni casse), `famille`, `categorie`, `ids` (liste), tri `tri`.',
        querystring: productListQuerySchema,
        response: {
          200: productListSchema,
          304: z.null().describe('La liste est celle que le client détient (If-None-Match).'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const load = async () => {
        const result = await catalogue.listProducts(request.query);
        const json = Buffer.from(JSON.stringify(result.items));
        // Named by its bytes: a phone that holds this very list is told so in a few bytes.
        return { json, total: result.total, etag: entityTagOf(json) };
      };
      // A cart refresh (`ids`) must see the current prices and stock: never from the cache.
      const cached = request.query.ids
        ? await load()
        : await listCache.get(JSON.stringify(request.query), load);
      reply
        .header('etag', cached.etag)
        // Kept by the browser, but asked again each time: the answer is 304 while it holds.
        .header('cache-control', 'no-cache')
        .header('x-total-count', cached.total);
      if (clientHolds(request.headers['if-none-match'], cached.etag))
        return reply.code(304).send(null);
      // Already serialised (and encoded once): Fastify sends a Buffer as it is.
      const preSerialised = cached.json as unknown as ProductListingEntry[];
      return reply.type('application/json; charset=utf-8').send(preSerialised);
    },
  );

  app.get(
    '/boutique/:boutiqueId',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Produits d’une boutique',
        params: z.object({ boutiqueId: idParamSchema }),
        response: { 200: productListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => catalogue.listBoutiqueProducts(request.params.boutiqueId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Un produit en vente',
        params: z.object({ id: idParamSchema }),
        response: {
          200: productListingEntrySchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => catalogue.getProduct(request.params.id),
  );
};
