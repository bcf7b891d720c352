import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMENT_DELETED,
  COMMENT_REPORTED,
  NEW_READERS_PER_ADDRESS,
  NOT_YOUR_COMMENT,
  type TargetKind,
} from '#common/community.ts';
import {
  commentDraftSchema,
  commentPageSchema,
  ratingInputSchema,
  readerStateSchema,
  targetFiguresSchema,
} from '#common/community-schemas.ts';
import { idParamSchema } from '#common/id-params.ts';
import type { CommunityService } from '#modules/community/community.service.ts';
import type { ReaderTokens } from '#modules/community/reader-tokens.ts';
import { Forbidden } from '#modules/errors.ts';
import { requestReader, type ReaderCookieOptions } from '../../plugins/reader-cookie.ts';
import { errorResponseSchema } from '../error-responses.ts';

// Likes, ratings and comments (issue 18) through the API, for the spec's contract and API
// clients; the pages call the same service in their actions. A reader is the bearer token's
// account, else the anonymous reader of the `baobab_lecteur` cookie, which the first write sets.

export interface CommunityRoutesOptions {
  community: CommunityService;
  readerTokens: ReaderTokens;
  readerCookie: ReaderCookieOptions;
}

const idParams = z.object({ id: idParamSchema });
const messageSchema = z.object({ message: z.string() });
const viewSchema = targetFiguresSchema.extend(readerStateSchema.shape);
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const READER =
  'Le lecteur est le compte du jeton (Authorization: Bearer), sinon le lecteur anonyme du ' +
  'cookie signé `baobab_lecteur`, que la première écriture pose (HttpOnly, SameSite=Lax).';

const NEW_READER = `Un nouveau lecteur anonyme compte dans la limite de ${NEW_READERS_PER_ADDRESS.max} par adresse IP et par heure (429).`;

function readerOf(request: FastifyRequest, options: CommunityRoutesOptions) {
  return requestReader(
    request,
    options.readerTokens,
    async () => request.account,
    options.readerCookie,
  );
}

/** The reader, made when new: the answer then carries their cookie. */
async function writingReader(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CommunityRoutesOptions,
) {
  const { identity, setCookie } = await readerOf(request, options).orCreate();
  if (setCookie) reply.header('set-cookie', setCookie);
  return { identity, client: request.ip };
}

/** The reactions and comments of one kind of target, under its prefix (`/api/articles`). */
export const targetCommunityRoutes: FastifyPluginAsyncZod<
  CommunityRoutesOptions & { kind: TargetKind }
> = async (app, options) => {
  const { community, kind } = options;
  const target = (id: number) => ({ kind, id });

  app.get(
    '/:id/reactions',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'J’aime, note moyenne et commentaires, et ce que le lecteur a fait',
        description: `Les chiffres de tous (likes, comments, rating de 0 à 5, ratingCount) et l’état du lecteur (isLiked, myRating). ${READER}`,
        params: idParams,
        response: { 200: viewSchema, ...errors },
      },
    },
    async (request) =>
      community.view(target(request.params.id), await readerOf(request, options).current()),
  );

  app.put(
    '/:id/like',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Aimer (liked: true) ou ne plus aimer (false)',
        description: `Un j’aime par lecteur ; envoyer deux fois la même valeur ne change rien. ${READER} ${NEW_READER}`,
        params: idParams,
        body: z.object({ liked: z.boolean() }),
        response: { 200: viewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reader = await writingReader(request, reply, options);
      await community.like(reader, target(request.params.id), request.body.liked);
      return community.view(target(request.params.id), reader.identity);
    },
  );

  app.put(
    '/:id/note',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Noter de 1 à 5 étoiles',
        description: `Une note par lecteur : une nouvelle note remplace la sienne. ${READER} ${NEW_READER}`,
        params: idParams,
        body: ratingInputSchema,
        response: { 200: viewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reader = await writingReader(request, reply, options);
      await community.rate(reader, target(request.params.id), request.body.rating);
      return community.view(target(request.params.id), reader.identity);
    },
  );

  app.get(
    '/:id/commentaires',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Les commentaires visibles, les plus récents d’abord',
        description: `10 par page ; \`pages\` = 2 donne les 20 plus récents. \`mine\` marque ceux du lecteur. ${READER}`,
        params: idParams,
        querystring: z.object({ pages: z.coerce.number().int().min(1).max(100).default(1) }),
        response: { 200: commentPageSchema, ...errors },
      },
    },
    async (request) =>
      community.comments(
        target(request.params.id),
        request.query.pages,
        await readerOf(request, options).current(),
      ),
  );

  app.post(
    '/:id/commentaires',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Publier un commentaire',
        description:
          'Nom et texte requis (texte vide après suppression des espaces refusé, rien n’est ' +
          'enregistré), 1 000 caractères, un lien au plus, sans allégation de santé ' +
          '(politique de contenu) ; un texte seulement douteux est gardé pour la relecture de ' +
          'l’équipe avant publication, et le message le dit. Le nom affiché aussi est refusé ' +
          's’il fait une allégation. `site` doit rester vide. Au plus 5 commentaires par lecteur ' +
          `et 20 par adresse IP en 10 minutes (429). ${READER} ${NEW_READER}`,
        params: idParams,
        body: commentDraftSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reader = await writingReader(request, reply, options);
      const { message } = await community.comment(reader, target(request.params.id), request.body);
      return reply.status(201).send({ message });
    },
  );
};

/** A comment's own routes: its author deletes it, readers report it (`/api/commentaires`). */
export const commentsRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (
  app,
  options,
) => {
  const { community } = options;

  app.delete(
    '/:id',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Supprimer son commentaire',
        description: `Par son auteur seulement (403 pour les autres). ${READER}`,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const identity = await readerOf(request, options).current();
      if (!identity) throw new Forbidden(NOT_YOUR_COMMENT);
      await community.deleteComment(identity, request.params.id);
      return { message: COMMENT_DELETED };
    },
  );

  app.post(
    '/:id/signalement',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Signaler un commentaire à l’équipe',
        description: `Une fois par lecteur ; limité par lecteur et par adresse IP (429). ${READER} ${NEW_READER}`,
        params: idParams,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reader = await writingReader(request, reply, options);
      await community.report(reader, request.params.id);
      return reply.status(201).send({ message: COMMENT_REPORTED });
    },
  );
};

const moderatedSchema = z.object({
  comments: z.array(
    z.object({
      id: z.number().int(),
      target: z.object({ kind: z.string(), id: z.number().int() }),
      targetTitle: z.string(),
      author: z.string(),
      text: z.string(),
      createdAt: z.string(),
      openReports: z.number().int(),
      hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
    }),
  ),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

/**
 * The team's moderation of comments (`/api/admin/commentaires`); its decisions are operations
 * (core/community/community.operations.ts).
 */
export const commentModerationRoutes: FastifyPluginAsyncZod<
  Pick<CommunityRoutesOptions, 'community'>
> = async (app, { community }) => {
  const bearer = [{ bearerAuth: [] }];

  app.get(
    '/commentaires',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['Administration'],
        summary: 'Commentaires : les signalés d’abord, puis les plus récents (admin)',
        security: bearer,
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: moderatedSchema, ...errors },
      },
    },
    async (request) => community.moderated(request.query.page),
  );
};
