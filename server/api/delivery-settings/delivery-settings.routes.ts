import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySettingsViewSchema } from '#common/delivery-settings.ts';
import type { DeliverySettingsService } from '#modules/delivery/delivery-settings.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface DeliverySettingsRoutesOptions {
  deliverySettings: DeliverySettingsService;
}

const TAG = 'Paramètres du vendeur';
const bearer = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The seller's delivery settings (its own shop's), read here; replaced as a whole by an operation
 * (core/delivery/delivery-settings.operations.ts).
 */
export const deliverySettingsRoutes: FastifyPluginAsyncZod<DeliverySettingsRoutesOptions> = async (
  app,
  { deliverySettings },
) => {
  app.get(
    '/livraison',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: [TAG],
        summary: 'Paramètres de livraison de ma boutique',
        security: bearer,
        response: { 200: deliverySettingsViewSchema, ...errors },
      },
    },
    async (request) => deliverySettings.get(currentAccount(request)),
  );
};
