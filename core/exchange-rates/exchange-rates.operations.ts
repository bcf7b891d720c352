import { z } from 'zod';
import {
  adminExchangeRateSchema,
  adminRatedCurrencySchema,
  exchangeRateInputSchema,
  RATE_SAVED,
} from '#common/exchange-rates.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's exchange rates (decision 017): the dollar's or the pound's, set with the day it
// holds for; the service refuses a day in the future and audits the change.

export const exchangeRateOperations = {
  set: defineOperation({
    intent: 'taux-de-change',
    http: {
      method: 'PUT',
      path: '/admin/taux-de-change/:currency',
      tags: ['Taux de change (administration)'],
      summary: 'Fixer le taux de USD ou GBP',
      description:
        'FCFA pour une unité (positif, 4 décimales au plus) et la date du taux (pas dans le futur).',
    },
    access: accountOf('ADMIN'),
    params: z.object({ currency: adminRatedCurrencySchema }),
    input: exchangeRateInputSchema,
    answers: { 200: adminExchangeRateSchema },
    refusals: [400, 401, 403],
    run: ({ services, account, params, input }) =>
      services.exchangeRates.setRate(account, params.currency, input),
    done: () => RATE_SAVED,
  }),
};
