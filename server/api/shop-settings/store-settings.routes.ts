import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_CURRENCIES } from '#common/shop-settings.ts';
import type { StoreSettingsService } from '#modules/shop-settings/store-settings.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { BOUTIQUE_TEXTS, type BoutiqueText } from '#common/claim-queue.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { settingsHistorySchema } from './settings-history.schema.ts';

export interface StoreSettingsRoutesOptions {
  storeSettings: StoreSettingsService;
}

const storeSettingsViewSchema = z.object({
  settings: z.object({
    name: z.string(),
    description: z.string(),
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    currency: z.enum(SHOP_CURRENCIES),
    taxRate: z.number().meta({ example: 18 }),
    active: z.boolean(),
    pausedAt: z.string().nullable(),
  }),
  history: settingsHistorySchema,
  /** The texts the team rejected for a health claim: off the storefront until rewritten. */
  rejectedTexts: z.array(z.enum(Object.keys(BOUTIQUE_TEXTS) as [BoutiqueText])),
});

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The seller's 'Paramètres de la boutique' (issue 15 §2): its own shop, never another's. Saving
 * them is an operation: core/shop-settings/shop-settings.operations.ts.
 */
export const storeSettingsRoutes: FastifyPluginAsyncZod<StoreSettingsRoutesOptions> = async (
  app,
  { storeSettings },
) => {
  app.get(
    '/boutique',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: ['Paramètres du vendeur'],
        summary: 'Paramètres de ma boutique et leurs dernières modifications',
        security: [{ bearerAuth: [] }],
        response: { 200: storeSettingsViewSchema, ...errors },
      },
    },
    async (request) => storeSettings.view(currentAccount(request)),
  );
};
