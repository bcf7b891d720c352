import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commissionRatesSchema } from '#common/commissions.ts';
import type { CommissionsService } from '#modules/commissions/commissions.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface CommissionsRoutesOptions {
  commissions: CommissionsService;
}

const TAG = 'Commissions (administration)';
const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The team's commission rates (issue 46 §2): the platform's, per category, per boutique. Setting
 * one is an operation: core/commissions/commissions.operations.ts.
 */
export const commissionsRoutes: FastifyPluginAsyncZod<CommissionsRoutesOptions> = async (
  app,
  { commissions },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/admin/commissions',
    {
      preHandler: admin,
      schema: {
        tags: [TAG],
        summary: 'Taux de commission en vigueur et leurs derniers changements',
        description: 'Taux en points de base (1 % = 100), avec qui les a fixés et quand.',
        security: bearer,
        response: { 200: commissionRatesSchema, ...errors },
      },
    },
    async (request) => commissions.overview(currentAccount(request)),
  );
};
