import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutRunResultSchema,
  payoutRunSchema,
  payoutsOverviewSchema,
} from '../../../common/payouts.ts';
import type { PayoutsService } from '../../../core/payouts/payouts.service.ts';
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

/** The team's payout runs (issue 46 §3, decision 057): the same service as the 'Versements' page. */
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

  app.post(
    '/admin/versements',
    {
      preHandler: admin,
      schema: {
        tags: ['Commandes (administration)'],
        summary: 'Lancer un lot de versements',
        description:
          'Par FedaPay (envoyés par une tâche, avec reprises) ou par virement déjà fait (sa ' +
          'référence par boutique). `cle` nomme le lot : renvoyé, il ne paie rien deux fois.',
        security: bearer,
        body: payoutRunSchema,
        response: { 200: payoutRunResultSchema, ...errors },
      },
    },
    async (request) => payouts.run(currentAccount(request), request.body),
  );
};
