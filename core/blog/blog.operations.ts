import {
  articleDraftSchema,
  articleInputSchema,
  type ArticleDraft,
} from '#common/article-schemas.ts';
import { ARTICLE_CREATED, ARTICLE_UPDATED } from '#common/blog.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team writes and edits the blog's articles (issue 18), each change journaled by the blog
// service; both answer the article as the editor reads it.

const ARTICLE_RULES =
  'Titre, catégorie (Bons usages, Beauté, Bien-être, Nutrition, Lifestyle), résumé et texte requis, ' +
  'sans allégation de santé (politique de contenu). Le texte suit un petit Markdown : ' +
  'paragraphes séparés par une ligne vide, `## ` et `### ` pour les intertitres, `- ` et `1. ` ' +
  'pour les listes ; aucun HTML n’est interprété. `image` : l’adresse rendue par ' +
  'POST /api/admin/articles/image. Le temps de lecture est calculé (200 mots par minute, ' +
  'une minute au moins). `published` : false garde l’article en brouillon.';

const EDITED = {
  access: accountOf('ADMIN'),
  input: articleInputSchema,
  refusals: [400, 401, 403, 404],
} as const;

export const blogOperations = {
  createArticle: defineOperation({
    intent: 'article-ecrire',
    http: {
      method: 'POST',
      path: '/admin/articles',
      tags: ['Administration'],
      summary: 'Écrire un article (admin, journalisé)',
      description: ARTICLE_RULES,
    },
    ...EDITED,
    answers: { 201: articleDraftSchema },
    run: async ({ services, account, input }): Promise<ArticleDraft> =>
      services.blog.editedArticle(await services.blog.create(account, input)),
    done: () => ARTICLE_CREATED,
  }),

  updateArticle: defineOperation({
    intent: 'article-modifier',
    http: {
      method: 'PUT',
      path: '/admin/articles/:id',
      tags: ['Administration'],
      summary: 'Modifier un article (admin, journalisé)',
      description: ARTICLE_RULES,
    },
    ...EDITED,
    params: idParamsSchema,
    answers: { 200: articleDraftSchema },
    run: async ({ services, account, params, input }): Promise<ArticleDraft> => {
      await services.blog.update(account, params.id, input);
      return services.blog.editedArticle(params.id);
    },
    done: () => ARTICLE_UPDATED,
  }),
};
