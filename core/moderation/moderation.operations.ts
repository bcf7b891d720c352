import { z } from 'zod';
import { idParamsSchema } from '#common/id-params.ts';
import {
  recipeWithdrawnMessage,
  reportsClosedMessage,
  restoredMessage,
  withdrawalSchema,
  withdrawnMessage,
} from '#common/moderation.ts';
import { productReportSchema, REPORT_SENT_MESSAGE } from '#common/product-reports.ts';
import { accountOf, anyone, defineOperation } from '#modules/operations/operation.ts';

// Catalogue moderation (issue 14): anyone reports a product; the team (ADMIN) withdraws a
// product or a recipe with the reason its seller reads, puts a product back on sale, or closes
// a product's open reports. Each team decision is answered with its French sentence.

const messageSchema = z.object({ message: z.string() });
/** What every team decision on one product or recipe takes and answers. */
const TEAM_DECISION = {
  access: accountOf('ADMIN'),
  params: idParamsSchema,
  answers: { 200: messageSchema },
  refusals: [400, 401, 403, 404, 409],
} as const;
const TAGS = ['Modération'];
const told = ({ message }: { message: string }) => message;

export const moderationOperations = {
  report: defineOperation({
    intent: 'signaler',
    http: {
      method: 'POST',
      path: '/produits/:id/signalements',
      tags: TAGS,
      summary: 'Signaler un produit à l’équipe',
      description:
        'Ouvert à tous ; un jeton, s’il est envoyé, doit être valide. Limité à 5 signalements par heure et par adresse IP (429).',
    },
    access: anyone,
    params: idParamsSchema,
    input: productReportSchema,
    answers: { 201: messageSchema },
    refusals: [400, 401, 404, 429],
    // Only reports on a product that exists count: the service keeps the limit, per address.
    run: async ({ services, account, params, input, clientIp }) => {
      await services.moderation.report(params.id, input, { account, client: clientIp });
      return { message: REPORT_SENT_MESSAGE };
    },
    done: told,
  }),

  withdraw: defineOperation({
    intent: 'retirer',
    http: {
      method: 'POST',
      path: '/admin/produits/:id/retirer',
      tags: TAGS,
      summary: 'Retirer un produit de la vente, avec la raison que le vendeur verra',
      description: 'Le vendeur est prévenu par e-mail et dans son espace. Entrée au journal.',
    },
    ...TEAM_DECISION,
    input: withdrawalSchema,
    run: async ({ services, account, params, input }) => ({
      message: withdrawnMessage(
        (await services.moderation.withdraw(account, params.id, input)).productName,
      ),
    }),
    done: told,
  }),

  withdrawRecipe: defineOperation({
    intent: 'retirer-recette',
    http: {
      method: 'POST',
      path: '/admin/recettes/:id/retirer',
      tags: TAGS,
      summary: 'Retirer une recette du blog (elle repasse en brouillon), avec la raison',
      description:
        'Le vendeur est prévenu par e-mail et dans son espace ; il la publie de nouveau après l’avoir modifiée. Entrée au journal. 409 si elle n’est pas publiée.',
    },
    ...TEAM_DECISION,
    input: withdrawalSchema,
    run: async ({ services, account, params, input }) => ({
      message: recipeWithdrawnMessage(
        (await services.moderation.withdrawRecipe(account, params.id, input)).title,
      ),
    }),
    done: told,
  }),

  restore: defineOperation({
    intent: 'remettre',
    http: {
      method: 'POST',
      path: '/admin/produits/:id/remettre',
      tags: TAGS,
      summary: 'Remettre en vente un produit retiré par l’équipe',
    },
    ...TEAM_DECISION,
    run: async ({ services, account, params }) => ({
      message: restoredMessage((await services.moderation.restore(account, params.id)).productName),
    }),
    done: told,
  }),

  closeReports: defineOperation({
    intent: 'classer',
    http: {
      method: 'POST',
      path: '/admin/produits/:id/signalements/classer',
      tags: TAGS,
      summary: 'Classer les signalements ouverts d’un produit, sans autre action',
    },
    ...TEAM_DECISION,
    run: async ({ services, account, params }) => ({
      message: reportsClosedMessage(
        (await services.moderation.closeReports(account, params.id)).productName,
      ),
    }),
    done: told,
  }),
};
