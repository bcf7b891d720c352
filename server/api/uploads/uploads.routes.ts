import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_FIELD,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type ImageKind,
} from '#common/image-uploads.ts';
import { Validation } from '#modules/errors.ts';
import {
  IMAGE_KINDS,
  type ProductImagesService,
  type UploadAccess,
} from '#modules/uploads/product-images.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface UploadsRoutesOptions {
  productImages: ProductImagesService;
}

/** The bytes of the one file sent as `image`; other text fields are ignored. */
async function receivedImage(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== IMAGE_FIELD) throw new Validation(UPLOAD_MESSAGES.none);
    image = await part.toBuffer();
  }
  if (!image?.length) throw new Validation(UPLOAD_MESSAGES.none);
  return image;
}

/** The multipart plugin's errors that the client can fix, with their French answer. */
const MULTIPART_ERRORS = new Map<
  string,
  { status: 400 | 413 | 415; code: string; message: string }
>([
  [
    'FST_REQ_FILE_TOO_LARGE',
    { status: 413, code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge },
  ],
  ['FST_FILES_LIMIT', { status: 400, code: 'VALIDATION', message: UPLOAD_MESSAGES.oneOnly }],
  ['FST_PARTS_LIMIT', { status: 400, code: 'VALIDATION', message: UPLOAD_MESSAGES.oneOnly }],
  ['FST_FIELDS_LIMIT', { status: 400, code: 'VALIDATION', message: UPLOAD_MESSAGES.oneOnly }],
  [
    'FST_INVALID_MULTIPART_CONTENT_TYPE',
    { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_MESSAGES.notMultipart },
  ],
]);

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { productImages },
) => {
  // Registered here only: no other route accepts multipart bodies. Past fileSize, reading
  // stops and toBuffer() throws, so a 1-GB upload costs 5 Mo at most.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  const responses = {
    201: z.object({
      imageUrl: z.string().meta({ example: '/uploads/products/3f0c….webp' }),
    }),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
  };
  const RULES =
    `multipart/form-data, une seule image dans le champ « ${IMAGE_FIELD} ». JPEG, PNG ou WebP ` +
    'reconnus à leur contenu, pas au nom du fichier ; 5 Mo et 40 mégapixels au plus. ' +
    'L’image est réencodée en WebP, sans métadonnées (EXIF, position GPS), sous un nom choisi ' +
    'par le serveur. ';

  /** The guard of `kind`'s route, from the rule the service checks too. */
  const guardOf = (kind: ImageKind) => {
    const { access }: { access: UploadAccess } = IMAGE_KINDS[kind];
    return 'team' in access ? app.requireTeam(access.team) : app.requireRoles(...access.roles);
  };

  /** Stores the one image of the request as `kind`: 201 with its address. */
  const storeAs = (kind: ImageKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    let image: Buffer;
    try {
      image = await receivedImage(request);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const known = typeof code === 'string' ? MULTIPART_ERRORS.get(code) : undefined;
      if (!known) throw error;
      return reply.status(known.status).send(errorBody(known.code, known.message));
    }
    const imageUrl = await productImages.upload(currentAccount(request), image, kind);
    return reply.status(201).send({ imageUrl });
  };

  app.post(
    '/upload_images',
    {
      preHandler: guardOf('product'),
      schema: {
        tags: ['Produits du vendeur'],
        summary: 'Envoyer une photo de produit (vendeur)',
        description:
          RULES +
          'Un appel par photo ; 1600 px de large au plus (`….w1600.webp`), variantes -240, ' +
          '-360, -480, -800 et -1200.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: responses,
      },
    },
    storeAs('product'),
  );

  // The buyer's photo (issue 16, 'Paramètres'); the address returned goes in PUT /api/compte/photo.
  app.post(
    '/compte/photo',
    {
      preHandler: guardOf('photo'),
      schema: {
        tags: ['Mon profil'],
        summary: 'Envoyer ma photo de profil',
        description: `${RULES}Recadrée au centre : carré de 192 px, variantes -48 et -96.`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: responses,
      },
    },
    storeAs('photo'),
  );

  // An article's cover (issue 18); the address returned goes in the article's `image`.
  app.post(
    '/admin/articles/image',
    {
      preHandler: guardOf('cover'),
      schema: {
        tags: ['Administration'],
        summary: 'Envoyer la couverture d’un article (admin)',
        description: `${RULES}Recadrée au centre : 1 200 × 630 px, variante -480, et une copie JPEG pour les aperçus de liens.`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: responses,
      },
    },
    storeAs('cover'),
  );

  // A boutique's logo and banner, sent with the store settings' 'Enregistrer' (the address
  // returned goes in PUT /api/vendeur/parametres/boutique).
  for (const [path, kind, sizes] of [
    ['logo', 'logo', 'carré de 240 px, variantes -48 et -96'],
    ['banniere', 'banner', '1 200 × 400 px, variantes -480 et -800'],
  ] as const) {
    app.post(
      `/vendeur/parametres/boutique/${path}`,
      {
        preHandler: guardOf(kind),
        schema: {
          tags: ['Paramètres du vendeur'],
          summary:
            kind === 'logo'
              ? 'Envoyer le logo de ma boutique'
              : 'Envoyer la bannière de ma boutique',
          description: `${RULES}Recadrée au centre : ${sizes}.`,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: responses,
        },
      },
      storeAs(kind),
    );
  }
};
