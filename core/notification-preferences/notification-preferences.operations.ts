import { confirmationSchema } from '#common/confirmation.ts';
import {
  generalPreferencesSchema,
  notificationSettingsSchema,
} from '#common/notification-preferences.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// 'Notifications et préférences' (issue 19): every account saves its own, whatever its type.

const TAG = 'Notifications et préférences';
/** Any signed-in account, for itself: no role is refused. */
const FOR_ONESELF = {
  access: accountOf(),
  answers: { 200: confirmationSchema },
  refusals: [400, 401],
} as const;
const told = ({ message }: { message: string }) => message;

export const notificationPreferenceOperations = {
  saveNotifications: defineOperation({
    intent: 'preferences-notifications',
    http: {
      method: 'PUT',
      path: '/compte/preferences/notifications',
      tags: [TAG],
      summary: 'Enregistrer mes préférences de notification',
      description:
        'Les e-mails de suivi (commandes, assistance, promotions) suivent ces choix : Immédiat, un e-mail par nouvelle ; Quotidien ou Hebdomadaire, un seul résumé par période. Les e-mails indispensables (reçu de commande, mot de passe) partent toujours. sms et push ne peuvent être activés qu’une fois leur fournisseur configuré.',
    },
    ...FOR_ONESELF,
    input: notificationSettingsSchema,
    run: async ({ services, account, input }) => ({
      message: await services.notificationPreferences.saveNotifications(account, input),
    }),
    done: told,
  }),

  saveGeneral: defineOperation({
    intent: 'preferences-generales',
    http: {
      method: 'PUT',
      path: '/compte/preferences/generales',
      tags: [TAG],
      summary: 'Enregistrer mes préférences générales (thème, langue, alertes)',
      description:
        'darkMode: false affiche le thème clair ; showAlerts: false masque les messages de confirmation et la pastille de la cloche. Seul le français est disponible pour l’instant.',
    },
    ...FOR_ONESELF,
    input: generalPreferencesSchema,
    run: async ({ services, account, input }) => ({
      message: await services.notificationPreferences.saveGeneral(account, input),
    }),
    done: told,
  }),
};
