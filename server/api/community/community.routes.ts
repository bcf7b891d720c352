import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TargetKind } from '#common/community.ts';
import { commentPageSchema, targetViewSchema } from '#common/community-schemas.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { READER_TEXT } from '#modules/community/community.operations.ts';
import type { CommunityService } from '#modules/community/community.service.ts';
import type { ReaderTokens } from '#modules/community/reader-tokens.ts';
import { requestReader, type ReaderCookieOptions } from '../../plugins/reader-cookie.ts';
import { errorResponseSchema } from '../error-responses.ts';

// What the readers see of the community (issue 18) through the API: a target's figures and its
// comments, for the reader of the bearer token or of the `baobab_lecteur` cookie. Their writes
// are operations (core/community/community.operations.ts).

export interface CommunityRoutesOptions {
  community: CommunityService;
  readerTokens: ReaderTokens;
  readerCookie: ReaderCookieOptions;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

function readerOf(request: FastifyRequest, options: CommunityRoutesOptions) {
  return requestReader(
    request.cookies,
    options.readerTokens,
    async () => request.account,
    options.readerCookie,
  );
}

/** The figures and comments of one kind of target, under its prefix (`/api/articles`). */
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
        description: `Les chiffres de tous (likes, comments, rating de 0 à 5, ratingCount) et l’état du lecteur (isLiked, myRating). ${READER_TEXT}`,
        params: idParamsSchema,
        response: { 200: targetViewSchema, ...errors },
      },
    },
    async (request) =>
      community.view(target(request.params.id), await readerOf(request, options).current()),
  );

  app.get(
    '/:id/commentaires',
    {
      preHandler: app.optionalAccount,
      schema: {
        tags: ['Communauté'],
        summary: 'Les commentaires visibles, les plus récents d’abord',
        description: `10 par page ; \`pages\` = 2 donne les 20 plus récents. \`mine\` marque ceux du lecteur. ${READER_TEXT}`,
        params: idParamsSchema,
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
