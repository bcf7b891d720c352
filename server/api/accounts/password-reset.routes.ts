import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetPasswordSchema,
  resetRequestSchema,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '#common/password-reset.ts';
import type { PasswordResetService } from '#modules/accounts/password-reset.service.ts';
import type { SharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import { limitPerClient } from '../../plugins/request-limits.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
  rateLimits: SharedRateLimits;
}

// Each request may e-mail someone: few per address. Resets cost a scrypt hash each.
const REQUESTS_PER_IP = { max: 5, windowSeconds: 15 * 60 };
const RESETS_PER_IP = { max: 20, windowSeconds: 60 };

const messageSchema = z.object({ message: z.string() });

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset, rateLimits },
) => {
  app.post(
    '/mot-de-passe-oublie',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Demande un lien de réinitialisation du mot de passe',
        description: `Même réponse que l’adresse ait un compte ou non. Le lien est valable 30 minutes et ne sert qu’une fois. Limité à ${REQUESTS_PER_IP.max} demandes par quart d’heure et par adresse IP (429).`,
        body: resetRequestSchema,
        response: { 202: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: limitPerClient(
        rateLimits,
        'reinitialisation-demandes',
        REQUESTS_PER_IP,
        TOO_MANY_RESET_REQUESTS_MESSAGE,
      ),
    },
    async (request, reply) => {
      await passwordReset.requestReset(request.body.email);
      return reply.status(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/reinitialiser-mot-de-passe',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Choisit un nouveau mot de passe avec le jeton reçu par e-mail',
        body: resetPasswordSchema,
        response: { 200: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: limitPerClient(
        rateLimits,
        'reinitialisations',
        RESETS_PER_IP,
        TOO_MANY_RESET_REQUESTS_MESSAGE,
      ),
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
