import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { ShareImageKind } from '#common/share-images.ts';
import type { ShareImagesService } from '#modules/share-images/share-images.service.ts';
import { errorBody } from '../plugins/errors.ts';

export interface ShareImagesRoutesOptions {
  shareImages: ShareImagesService;
}

const FILE_NAME = /^([1-9]\d{0,9})\.jpg$/;
/** Identifiers are PostgreSQL integers: past this, nothing can exist. */
const MAX_ID = 2_147_483_647;

/**
 * `GET /og/produit/{id}.jpg`, `/og/boutique/{id}.jpg` and `/og/recette/{id}.jpg`: link previews (common/share-images.ts).
 * Pages name them with `?v=` the photo's fingerprint: under that address the file never
 * changes and is cached for a year; asked for otherwise (an old link), for an hour.
 */
export const shareImagesRoutes: FastifyPluginAsync<ShareImagesRoutesOptions> = async (
  app,
  { shareImages },
) => {
  const find: Record<
    ShareImageKind,
    (id: number) => ReturnType<ShareImagesService['productImage']>
  > = {
    produit: (id) => shareImages.productImage(id),
    boutique: (id) => shareImages.boutiqueImage(id),
    recette: (id) => shareImages.recipeImage(id),
  };

  app.get<{ Params: { kind: string; file: string }; Querystring: { v?: string } }>(
    '/og/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = Number(FILE_NAME.exec(file)?.[1]);
      const image =
        Object.hasOwn(find, kind) && id <= MAX_ID ? await find[kind as ShareImageKind](id) : null;
      if (!image) return reply.status(404).send(errorBody('NOT_FOUND', 'Image introuvable.'));
      const current = request.query.v === image.version;
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header(
            'cache-control',
            current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
          // Link preview services and other sites' pages may show it.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(await fs.readFile(image.file))
      );
    },
  );
};
