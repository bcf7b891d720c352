import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentSettingsParamsSchema,
  paymentSettingsResponseSchema,
} from '#common/payment-settings.ts';
import type { PaymentSettingsService } from '#modules/shop-settings/payment-settings.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PaymentSettingsRoutesOptions {
  paymentSettings: PaymentSettingsService;
}

const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The 'Paramètres des paiements' panel as an API: the seller's own shop only. Saving them is an
 * operation: core/shop-settings/shop-settings.operations.ts.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<PaymentSettingsRoutesOptions> = async (
  app,
  { paymentSettings },
) => {
  app.get(
    '/paiement/:boutiqueId',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Paramètres de la boutique'],
        summary: 'Paramètres des paiements (compte de versement masqué)',
        security: bearer,
        params: paymentSettingsParamsSchema,
        response: { 200: paymentSettingsResponseSchema, ...errors },
      },
    },
    async (request) => paymentSettings.get(currentAccount(request), request.params.boutiqueId),
  );
};
