import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFiguresSchema } from '#common/admin-orders.ts';
import type { AdminStatsService } from '#modules/admin-stats/admin-stats.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface AdminStatsRoutesOptions {
  adminStats: AdminStatsService;
}

export const adminStatsRoutes: FastifyPluginAsyncZod<AdminStatsRoutesOptions> = async (
  app,
  { adminStats },
) => {
  app.get(
    '',
    {
      schema: {
        tags: ['Administration'],
        summary: 'Chiffres de l’accueil de l’administration (administrateurs)',
        description:
          'Chiffre d’affaires de l’année et ventes du mois : commandes passées dans la période ' +
          '(jours UTC), livrées et payées (le paiement à la livraison est encaissé à la remise), ' +
          'comparées à la même période un an (un mois) plus tôt. Ventes en cours : commandes en ' +
          'attente ou en cours. Chacun avec la requête de la liste des commandes concernées.',
        security: [{ bearerAuth: [] }],
        response: {
          200: adminFiguresSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => adminStats.figures(currentAccount(request)),
  );
};
