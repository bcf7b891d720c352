import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerStatsSchema, statsQuerySchema } from '#common/seller-stats.ts';
import type { SellerStatsService } from '#modules/seller-stats/seller-stats.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SellerStatsRoutesOptions {
  sellerStats: SellerStatsService;
}

export const sellerStatsRoutes: FastifyPluginAsyncZod<SellerStatsRoutesOptions> = async (
  app,
  { sellerStats },
) => {
  app.get(
    '/boutique',
    {
      schema: {
        tags: ['Statistiques'],
        summary: 'Tableau de bord de ma boutique (vendeurs)',
        description:
          'Ventes Totales : commandes livrées et payées ; Nombre de commandes : hors annulées ; ' +
          'Solde attendu : commandes en attente ou en cours. Graphique sur 7 jours, 30 jours ou 12 mois.',
        security: [{ bearerAuth: [] }],
        querystring: statsQuerySchema,
        response: {
          200: sellerStatsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: app.requireTeam('voir'),
    },
    async (request) => sellerStats.forBoutique(currentAccount(request), request.query.periode),
  );
};
