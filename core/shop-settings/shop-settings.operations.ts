import {
  PAYMENT_SETTINGS_MESSAGES,
  paymentSettingsParamsSchema,
  paymentSettingsResponseSchema,
  paymentSettingsSchema,
} from '#common/payment-settings.ts';
import { storeSettingsSavedSchema, storeSettingsSchema } from '#common/store-settings.ts';
import { defineOperation, teamMember } from '#modules/operations/operation.ts';

// The seller's settings panels (issue 15): the shop's public face and its payments, saved by an
// Admin of the shop's team. Which shop is the account's is the services' decision.

export const shopSettingsOperations = {
  saveStore: defineOperation({
    intent: 'boutique',
    http: {
      method: 'PUT',
      path: '/vendeur/parametres/boutique',
      tags: ['Paramètres du vendeur'],
      summary: 'Enregistrer les paramètres de ma boutique',
      description:
        'Nom, description, logo et bannière (adresses rendues par POST ' +
        '/api/vendeur/parametres/boutique/logo et /banniere), devise d’affichage, taux de TVA ' +
        '(0 à 100, deux décimales, « 19,25 » accepté), active : false met la boutique en pause ' +
        '(ses produits quittent la vitrine ; les commandes en cours continuent).',
    },
    access: teamMember('gerer'),
    input: storeSettingsSchema,
    answers: { 200: storeSettingsSavedSchema },
    refusals: [400, 401, 403, 404],
    run: async ({ services, account, input }) => ({
      message: await services.storeSettings.save(account, input),
    }),
    done: ({ message }) => message,
  }),

  savePayment: defineOperation({
    intent: 'paiement',
    http: {
      method: 'PUT',
      path: '/vendeur/parametres/paiement/:boutiqueId',
      tags: ['Paramètres de la boutique'],
      summary: 'Enregistrer les paramètres des paiements',
      description:
        'payout.account vide garde le compte enregistré ; un nouveau numéro (E.164) ou IBAN ' +
        'est chiffré et ne revient jamais en clair.',
    },
    access: teamMember('gerer'),
    params: paymentSettingsParamsSchema,
    input: paymentSettingsSchema,
    answers: { 200: paymentSettingsResponseSchema },
    refusals: [400, 401, 403, 404],
    run: ({ services, account, params, input }) =>
      services.paymentSettings.save(account, params.boutiqueId, input),
    done: () => PAYMENT_SETTINGS_MESSAGES.saved,
  }),
};
