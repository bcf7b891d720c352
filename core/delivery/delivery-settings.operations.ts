import { deliverySettingsSavedSchema, deliverySettingsSchema } from '#common/delivery-settings.ts';
import { defineOperation, teamMember } from '#modules/operations/operation.ts';

// The seller's 'Paramètres de livraison' (issue 15 §4): every zone replaced at once by an Admin
// of the shop's team, each change written to the panel's history by the service.

export const deliverySettingsOperations = {
  save: defineOperation({
    intent: 'livraison',
    http: {
      method: 'PUT',
      path: '/vendeur/parametres/livraison',
      tags: ['Paramètres du vendeur'],
      summary: 'Enregistrer les paramètres de livraison de ma boutique',
      description:
        'Remplace toutes les zones : une zone absente de `zones` n’est plus desservie ' +
        '(au moins une). Chaque modification est inscrite dans l’historique du panneau.',
    },
    access: teamMember('gerer'),
    input: deliverySettingsSchema,
    answers: { 200: deliverySettingsSavedSchema },
    refusals: [400, 401, 403, 404],
    run: ({ services, account, input }) => services.deliverySettings.save(account, input),
    done: ({ message }) => message,
  }),
};
