import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGES,
  NOTIFICATION_FREQUENCIES,
  OPTIONAL_CHANNELS,
} from '#common/notification-preferences.ts';
import type { NotificationPreferencesService } from '#modules/notification-preferences/notification-preferences.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface NotificationPreferencesRoutesOptions {
  notificationPreferences: NotificationPreferencesService;
}

const TAG = 'Notifications et préférences';
const bearer = [{ bearerAuth: [] }];

const viewSchema = z.object({
  notifications: z.object({
    enabled: z.boolean(),
    email: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
    frequency: z.enum(NOTIFICATION_FREQUENCIES),
    orderUpdates: z.boolean(),
    promotions: z.boolean(),
    support: z.boolean(),
  }),
  general: z.object({
    darkMode: z.boolean(),
    language: z.enum(LANGUAGES),
    showAlerts: z.boolean(),
  }),
  channels: z
    .array(z.enum(OPTIONAL_CHANNELS))
    .describe(
      'Canaux en plus de l’e-mail dont le fournisseur est configuré (aucun pour l’instant)',
    ),
});

/**
 * The signed-in account's own preferences (any account type). Their saves are operations
 * (core/notification-preferences/notification-preferences.operations.ts).
 */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<
  NotificationPreferencesRoutesOptions
> = async (app, { notificationPreferences }) => {
  const signedIn = app.requireRoles();

  app.get(
    '/preferences',
    {
      preHandler: signedIn,
      schema: {
        tags: [TAG],
        summary: 'Mes préférences de notification et générales',
        security: bearer,
        response: { 200: viewSchema, 401: errorResponseSchema },
      },
    },
    async (request) => notificationPreferences.view(currentAccount(request)),
  );
};
