import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_CURRENCIES } from '../../../common/shop-settings.ts';
import { storeSettingsSchema } from '../../../common/store-settings.ts';
import type { StoreSettingsService } from '../../../core/shop-settings/store-settings.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { BOUTIQUE_TEXTS, type BoutiqueText } from '../../../common/claim-queue.ts';
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

/** The seller's 'Paramètres de la boutique' (issue 15 §2): its own shop, never another's. */
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

  app.put(
    '/boutique',
    {
      preHandler: app.requireTeam('gerer'),
      schema: {
        tags: ['Paramètres du vendeur'],
        summary: 'Enregistrer les paramètres de ma boutique',
        description:
          'Nom, description, logo et bannière (adresses rendues par POST ' +
          '/api/vendeur/parametres/boutique/logo et /banniere), devise d’affichage, taux de TVA ' +
          '(0 à 100, deux décimales, « 19,25 » accepté), active : false met la boutique en pause ' +
          '(ses produits quittent la vitrine ; les commandes en cours continuent).',
        security: [{ bearerAuth: [] }],
        body: storeSettingsSchema,
        response: { 200: z.object({ message: z.string() }), 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await storeSettings.save(currentAccount(request), request.body),
    }),
  );
};
