import { z } from 'zod';
import {
  COMMENT_DELETED,
  COMMENT_HIDDEN,
  COMMENT_REPORTED,
  COMMENT_REPORTS_CLOSED,
  COMMENT_SHOWN,
  NEW_READERS_PER_ADDRESS,
  NOT_YOUR_COMMENT,
  type TargetKind,
} from '#common/community.ts';
import {
  commentDecisionSchema,
  commentDraftSchema,
  commentHidingSchema,
  ratingInputSchema,
  targetViewSchema,
} from '#common/community-schemas.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { Forbidden } from '#modules/errors.ts';
import { accountOf, defineOperation, reader } from '#modules/operations/operation.ts';

// The readers' likes, ratings and comments on articles and recipes (issue 18), and the team's
// decisions on the comments: hide one with a reason, close its reports, show it again (the
// community service journals each). A reader may be the anonymous one of a cookie, which their
// first write makes; both adapters set it (decision 061).

/** Who the reader is, for the API's descriptions. */
export const READER_TEXT =
  'Le lecteur est le compte du jeton (Authorization: Bearer), sinon le lecteur anonyme du ' +
  'cookie signé `baobab_lecteur`, que la première écriture pose (HttpOnly, SameSite=Lax).';

const NEW_READER_TEXT = `Un nouveau lecteur anonyme compte dans la limite de ${NEW_READERS_PER_ADDRESS.max} par adresse IP et par heure (429).`;

const messageSchema = z.object({ message: z.string() });

/** Every reader's write: on one target or comment, refused as the API refuses them. */
const BY_A_READER = {
  access: reader,
  params: idParamsSchema,
  refusals: [400, 401, 403, 404, 409, 429],
} as const;

/** The writes of a reader on one kind of target, whose API lives under `prefix`. */
function readerWritesOn(kind: TargetKind, prefix: string) {
  const target = (id: number) => ({ kind, id });
  return {
    like: defineOperation({
      intent: 'aimer',
      http: {
        method: 'PUT',
        path: `${prefix}/:id/like`,
        tags: ['Communauté'],
        summary: 'Aimer (liked: true) ou ne plus aimer (false)',
        description: `Un j’aime par lecteur ; envoyer deux fois la même valeur ne change rien. ${READER_TEXT} ${NEW_READER_TEXT}`,
      },
      ...BY_A_READER,
      input: z.object({ liked: z.boolean() }),
      answers: { 200: targetViewSchema },
      run: async ({ services, reader, clientIp, params, input }) => {
        const identity = await reader.orCreate();
        await services.community.like(
          { identity, client: clientIp },
          target(params.id),
          input.liked,
        );
        return services.community.view(target(params.id), identity);
      },
      done: (_, { input }) =>
        input.liked ? 'Votre j’aime est enregistré.' : 'Votre j’aime est retiré.',
    }),

    rate: defineOperation({
      intent: 'noter',
      http: {
        method: 'PUT',
        path: `${prefix}/:id/note`,
        tags: ['Communauté'],
        summary: 'Noter de 1 à 5 étoiles',
        description: `Une note par lecteur : une nouvelle note remplace la sienne. ${READER_TEXT} ${NEW_READER_TEXT}`,
      },
      ...BY_A_READER,
      input: ratingInputSchema,
      answers: { 200: targetViewSchema },
      run: async ({ services, reader, clientIp, params, input }) => {
        const identity = await reader.orCreate();
        await services.community.rate(
          { identity, client: clientIp },
          target(params.id),
          input.rating,
        );
        return services.community.view(target(params.id), identity);
      },
      done: (_, { input }) => `Votre note : ${input.rating} sur 5.`,
    }),

    comment: defineOperation({
      intent: 'commenter',
      http: {
        method: 'POST',
        path: `${prefix}/:id/commentaires`,
        tags: ['Communauté'],
        summary: 'Publier un commentaire',
        description:
          'Nom et texte requis (texte vide après suppression des espaces refusé, rien n’est ' +
          'enregistré), 1 000 caractères, un lien au plus, sans allégation de santé ' +
          '(politique de contenu) ; un texte seulement douteux est gardé pour la relecture de ' +
          'l’équipe avant publication, et le message le dit. Le nom affiché aussi est refusé ' +
          's’il fait une allégation. `site` doit rester vide. Au plus 5 commentaires par lecteur ' +
          `et 20 par adresse IP en 10 minutes (429). ${READER_TEXT} ${NEW_READER_TEXT}`,
      },
      ...BY_A_READER,
      input: commentDraftSchema,
      answers: { 201: messageSchema },
      run: async ({ services, reader, clientIp, params, input }) => {
        const identity = await reader.orCreate();
        const { message } = await services.community.comment(
          { identity, client: clientIp },
          target(params.id),
          input,
        );
        return { message };
      },
      done: ({ message }) => message,
    }),
  };
}

/** A reader's writes on a comment: its author deletes it, readers report it. */
const commentWrites = {
  deleteComment: defineOperation({
    intent: 'supprimer-commentaire',
    http: {
      method: 'DELETE',
      path: '/commentaires/:id',
      tags: ['Communauté'],
      summary: 'Supprimer son commentaire',
      description: `Par son auteur seulement (403 pour les autres). ${READER_TEXT}`,
    },
    ...BY_A_READER,
    answers: { 200: messageSchema },
    run: async ({ services, reader, params }) => {
      const identity = await reader.current();
      if (!identity) throw new Forbidden(NOT_YOUR_COMMENT);
      await services.community.deleteComment(identity, params.id);
      return { message: COMMENT_DELETED };
    },
    done: () => COMMENT_DELETED,
  }),

  reportComment: defineOperation({
    intent: 'signaler-commentaire',
    http: {
      method: 'POST',
      path: '/commentaires/:id/signalement',
      tags: ['Communauté'],
      summary: 'Signaler un commentaire à l’équipe',
      description: `Une fois par lecteur ; limité par lecteur et par adresse IP (429). ${READER_TEXT} ${NEW_READER_TEXT}`,
    },
    ...BY_A_READER,
    answers: { 201: messageSchema },
    run: async ({ services, reader, clientIp, params }) => {
      await services.community.report(
        { identity: await reader.orCreate(), client: clientIp },
        params.id,
      );
      return { message: COMMENT_REPORTED };
    },
    done: () => COMMENT_REPORTED,
  }),
};

/** The readers' writes, by the kind of their target, and on comments. */
export const readerOperations = {
  article: readerWritesOn('article', '/articles'),
  recette: readerWritesOn('recette', '/recettes'),
  comments: commentWrites,
} satisfies Record<TargetKind, unknown> & { comments: unknown };

/** Every decision: the team's, on one comment, answered by its confirmation. */
const ON_A_COMMENT = {
  access: accountOf('ADMIN'),
  params: idParamsSchema,
  answers: { 200: commentDecisionSchema },
  refusals: [400, 401, 403, 404, 409, 429],
} as const;

export const communityOperations = {
  hideComment: defineOperation({
    intent: 'masquer',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/masquer',
      tags: ['Administration'],
      summary: 'Masquer un commentaire, avec la raison (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    input: commentHidingSchema,
    run: async ({ services, account, params, input }) => {
      await services.community.hide(account, params.id, input.raison);
      return { message: COMMENT_HIDDEN };
    },
    done: () => COMMENT_HIDDEN,
  }),

  closeCommentReports: defineOperation({
    intent: 'classer',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/classer',
      tags: ['Administration'],
      summary: 'Classer les signalements d’un commentaire, qui reste visible (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    run: async ({ services, account, params }) => {
      await services.community.closeReports(account, params.id);
      return { message: COMMENT_REPORTS_CLOSED };
    },
    done: () => COMMENT_REPORTS_CLOSED,
  }),

  showComment: defineOperation({
    intent: 'afficher',
    http: {
      method: 'POST',
      path: '/admin/commentaires/:id/afficher',
      tags: ['Administration'],
      summary: 'Rendre visible un commentaire masqué (admin, journalisé)',
    },
    ...ON_A_COMMENT,
    run: async ({ services, account, params }) => {
      await services.community.show(account, params.id);
      return { message: COMMENT_SHOWN };
    },
    done: () => COMMENT_SHOWN,
  }),
};
