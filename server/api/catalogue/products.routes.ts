import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productDetailsSchema,
  productListQuerySchema,
  type ProductListingEntry,
} from '#common/catalogue-schemas.ts';
import { idParamSchema } from '#common/id-params.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { createResponseCache } from '../../response-cache.ts';
import { acceptedEncoding, compressOnce, type CompressedBytes } from '../../compressed-bytes.ts';
import { clientHolds, entityTagOf } from '../../entity-tags.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { productListSchema, serializeProductList } from './product-list-json.ts';

export interface ProductsRoutesOptions {
  catalogue: CatalogueService;
  cacheSeconds: number;
}

interface EncodedList {
  json: Buffer;
  total: number;
  etag: string;
  /** The same JSON compressed once, for a list kept for the next requests. */
  compressed?: CompressedBytes;
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  options,
) => {
  const { catalogue } = options;
  // The list is the busiest read of the shop: serialise and compress it once per few seconds,
  // not per request.
  const listCache = createResponseCache<EncodedList>({ ttlMs: options.cacheSeconds * 1000 });

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
      const load = async (): Promise<EncodedList> => {
        const result = await catalogue.listProducts(request.query);
        const json = Buffer.from(serializeProductList(result.items));
        // Named by its bytes: a phone that holds this very list is told so in a few bytes.
        return { json, total: result.total, etag: entityTagOf(json) };
      };
      const loadCompressed = async () => {
        const list = await load();
        return { ...list, compressed: await compressOnce(list.json) };
      };
      // A cart refresh (`ids`) must see the current prices and stock: never from the cache.
      const kept = !request.query.ids && options.cacheSeconds > 0;
      const list = kept
        ? await listCache.get(JSON.stringify(request.query), loadCompressed)
        : await load();
      reply
        .header('etag', list.etag)
        // Kept by the browser, but asked again each time: the answer is 304 while it holds.
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('x-total-count', list.total);
      if (clientHolds(request.headers['if-none-match'], list.etag))
        return reply.code(304).send(null);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // Already serialised (and compressed once, when kept): Fastify sends a Buffer as it is,
      // and @fastify/compress leaves an answer that has its encoding.
      let body = list.json;
      if (list.compressed && encoding) {
        reply.header('content-encoding', encoding);
        body = list.compressed[encoding];
      }
      const preSerialised = body as unknown as ProductListingEntry[];
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
        description:
          'Avec ses valeurs nutritionnelles pour 100 g (`product.valeursNutritionnelles`, null ' +
          'sans tableau) : énergie en kcal, vitamine A en µg, minéraux et vitamine C en mg, le reste en g.',
        params: z.object({ id: idParamSchema }),
        response: {
          200: productDetailsSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => catalogue.getProduct(request.params.id),
  );
};
