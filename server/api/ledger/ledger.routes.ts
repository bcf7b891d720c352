import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boutiqueBalanceSchema,
  refundOwedSchema,
  statementQuerySchema,
  statementSchema,
} from '#common/ledger.ts';
import type { LedgerService } from '#modules/ledger/ledger.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
}

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * What the ledger says (decision 055): a boutique's balance, the refunds the team owes. Recording
 * a refund is an operation: core/ledger/ledger.operations.ts.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, { ledger }) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/vendeur/solde',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Statistiques'],
        summary: 'Solde de ma boutique, selon le grand livre',
        description:
          'En FCFA : payé en ligne à livrer, livré en période de garantie (PAYOUT_HOLD_DAYS), ' +
          'disponible, commission due sur les paiements à la livraison, et le solde attendu.',
        security: bearer,
        response: { 200: boutiqueBalanceSchema, ...errors },
      },
    },
    async (request) => ledger.balance(currentAccount(request)),
  );

  app.get(
    '/vendeur/releve',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Statistiques'],
        summary: 'Relevé mensuel de ma boutique, selon le grand livre',
        description:
          'Les opérations du mois (AAAA-MM), les plus récentes d’abord, 50 par page, et leurs ' +
          'totaux : ce que chacune a changé à ce que la plateforme doit à la boutique.',
        security: bearer,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request) => ledger.statement(currentAccount(request), request.query),
  );

  app.get(
    '/admin/remboursements',
    {
      preHandler: admin,
      schema: {
        tags: ['Commandes (administration)'],
        summary: 'Remboursements dus aux acheteurs',
        description:
          'Commandes payées puis annulées dont l’argent reste à rendre, les plus anciennes d’abord.',
        security: bearer,
        response: { 200: z.array(refundOwedSchema), ...errors },
      },
    },
    async (request) => ledger.refundsOwed(currentAccount(request)),
  );
};
