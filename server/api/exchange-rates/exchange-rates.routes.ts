import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminExchangeRateSchema, exchangeRateSchema } from '#common/exchange-rates.ts';
import type { ExchangeRatesService } from '#modules/exchange-rates/exchange-rates.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ExchangeRatesRoutesOptions {
  exchangeRates: ExchangeRatesService;
}

const ADMIN_TAG = 'Taux de change (administration)';
const bearer = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** Short enough for a rate change to show within a minute, long enough to spare the database. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * The rates a shop's FCFA prices are shown at in its currency (decision 017): read by anyone,
 * USD and GBP set by the team (ADMIN token). Setting one is an operation:
 * core/exchange-rates/exchange-rates.operations.ts.
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<ExchangeRatesRoutesOptions> = async (
  app,
  { exchangeRates },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/taux-de-change',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Taux de change indicatifs (FCFA pour une unité)',
        description:
          'EUR à la parité fixe (655,957), XAF à parité, USD et GBP fixés par l’équipe avec leur ' +
          'date (null tant qu’ils ne le sont pas). Les prix restent payés en FCFA.',
        response: { 200: z.array(exchangeRateSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return exchangeRates.list();
    },
  );

  app.get(
    '/admin/taux-de-change',
    {
      preHandler: admin,
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Taux fixés par l’équipe, avec qui les a fixés et quand',
        security: bearer,
        response: { 200: z.array(adminExchangeRateSchema), ...errors },
      },
    },
    async (request) => exchangeRates.adminRates(currentAccount(request)),
  );
};
