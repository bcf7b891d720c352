import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetPasswordSchema,
  resetRequestSchema,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '../../../common/password-reset.ts';
import type { PasswordResetService } from '../../../core/accounts/password-reset.service.ts';
import { errorBody } from '../../plugins/errors.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
}

// Each request may e-mail someone: few per address. Resets cost a scrypt hash each.
const REQUESTS_PER_IP = { max: 5, timeWindow: 15 * 60_000 };
const RESETS_PER_IP = { max: 20, timeWindow: 60_000 };

const messageSchema = z.object({ message: z.string() });

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header('retry-after', retryAfterSeconds)
    .send(errorBody('TOO_MANY_REQUESTS', TOO_MANY_RESET_REQUESTS_MESSAGE));
}

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset },
) => {
  // In-memory counters, like the login limits (see the README for several instances).
  await app.register(fastifyRateLimit, { global: false });
  const requestsPerIp = app.createRateLimit(REQUESTS_PER_IP);
  const resetsPerIp = app.createRateLimit(RESETS_PER_IP);

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
      preHandler: async (request, reply) => {
        const limit = await requestsPerIp(request);
        if (!limit.isAllowed && limit.isExceeded) return tooManyRequests(reply, limit.ttlInSeconds);
      },
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
      preHandler: async (request, reply) => {
        const limit = await resetsPerIp(request);
        if (!limit.isAllowed && limit.isExceeded) return tooManyRequests(reply, limit.ttlInSeconds);
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
