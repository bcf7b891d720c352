import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutsOverviewSchema } from '#common/payouts.ts';
import type { PayoutsService } from '#modules/payouts/payouts.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PayoutsRoutesOptions {
  payouts: PayoutsService;
}

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/**
 * The team's payout runs (issue 46 §3, decision 057): the same service as the 'Versements' page.
 * Running one is an operation: core/payouts/payouts.operations.ts.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<PayoutsRoutesOptions> = async (
  app,
  { payouts },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/admin/versements',
    {
      preHandler: admin,
      schema: {
        tags: ['Commandes (administration)'],
        summary: 'Boutiques à payer et derniers versements',
        description:
          'Les boutiques dont le solde disponible, moins la commission due sur les paiements à ' +
          'la livraison, atteint PAYOUT_MINIMUM_FCFA, avec leur compte de versement masqué ; ' +
          'les 50 derniers versements, échecs et leur raison compris.',
        security: bearer,
        response: { 200: payoutsOverviewSchema, ...errors },
      },
    },
    async (request) => payouts.overview(currentAccount(request)),
  );
};
