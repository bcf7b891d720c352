import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from '#common/payment-methods.ts';
import type { AddressesService } from '#modules/addresses/addresses.service.ts';
import type { ProfileService } from '#modules/profile/profile.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface AddressesRoutesOptions {
  addresses: AddressesService;
}

export interface PaymentPreferenceRoutesOptions {
  profile: ProfileService;
}

const TAG = 'Mes adresses et paiement';
const bearer = [{ bearerAuth: [] }];

const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  country: z.enum(DELIVERY_COUNTRIES),
  city: z.string(),
  address: z.string(),
  phone: z.string().describe('E.164'),
  isDefault: z.boolean(),
});

const preferenceSchema = z.object({
  method: z.enum(PAYMENT_METHODS).nullable(),
  mobileMoneyOperator: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
});

/**
 * The signed-in buyer's saved delivery addresses (issue 16): only their own. Their writes are
 * operations (core/addresses/addresses.operations.ts), mounted beside these by server/app.ts.
 */
export const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (
  app,
  { addresses },
) => {
  const buyer = app.requireRoles('ACHETEUR');

  app.get(
    '/adresses',
    {
      preHandler: buyer,
      schema: {
        tags: [TAG],
        summary: 'Mes adresses de livraison (la principale en premier)',
        security: bearer,
        response: {
          200: z.array(addressSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      (await addresses.list(currentAccount(request))).map((saved) => addressSchema.parse(saved)),
  );
};

/**
 * The buyer's preferred payment method, read apart from the addresses: its write is mounted
 * between them (core/addresses/addresses.operations.ts), where the OpenAPI document lists it.
 */
export const paymentPreferenceRoutes: FastifyPluginAsyncZod<
  PaymentPreferenceRoutesOptions
> = async (app, { profile }) => {
  const buyer = app.requireRoles('ACHETEUR');

  app.get(
    '/paiement-prefere',
    {
      preHandler: buyer,
      schema: {
        tags: [TAG],
        summary: 'Mon moyen de paiement par défaut',
        security: bearer,
        response: { 200: preferenceSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => profile.paymentPreference(currentAccount(request)),
  );
};
