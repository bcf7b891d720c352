import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementQuerySchema } from '#common/ledger.ts';
import {
  paymentsQuerySchema,
  sellerPaymentsSchema,
  STATEMENT_FORMATS,
  statementDownloadHeaders,
} from '#common/seller-payments.ts';
import type { SellerPaymentsService } from '#modules/seller-payments/seller-payments.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SellerPaymentsRoutesOptions {
  sellerPayments: SellerPaymentsService;
}

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** The boutique's « Paiements » (issue 46 §3), from the ledger: the screen and its statements. */
export const sellerPaymentsRoutes: FastifyPluginAsyncZod<SellerPaymentsRoutesOptions> = async (
  app,
  { sellerPayments },
) => {
  app.get(
    '/vendeur/paiements',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Statistiques'],
        summary: 'Paiements de ma boutique, selon le grand livre',
        description:
          'En FCFA : en attente (à livrer, en période de garantie), disponible, versé, ' +
          'commission due ; la prochaine date de disponibilité ; les commandes (brut, ' +
          'commission, frais de livraison, net), 20 par page ; les mois qui ont un relevé.',
        security: bearer,
        querystring: paymentsQuerySchema,
        response: { 200: sellerPaymentsSchema, ...errors },
      },
    },
    async (request) => sellerPayments.overview(currentAccount(request), request.query.page),
  );

  app.get(
    '/vendeur/releve/export',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Statistiques'],
        summary: 'Relevé mensuel de ma boutique à télécharger (CSV ou PDF)',
        description:
          'CSV pour un tableur (séparateur « ; », UTF-8 avec BOM, en-têtes en français) ou PDF.',
        security: bearer,
        querystring: statementQuerySchema
          .pick({ mois: true })
          .extend({ format: z.enum(STATEMENT_FORMATS) }),
        response: {
          200: {
            content: {
              'text/csv': { schema: z.string() },
              'application/pdf': {
                schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { mois, format } = request.query;
      const file = await sellerPayments.statementFile(currentAccount(request), mois, format);
      return reply.headers(statementDownloadHeaders(mois, format)).send(file);
    },
  );
};
