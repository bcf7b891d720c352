import { z } from 'zod';
import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetPasswordSchema,
  resetRequestSchema,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '#common/password-reset.ts';
import { defineOperation, publicForm } from '#modules/operations/operation.ts';

// « Mot de passe oublié ? »: asking for a link, then choosing a new password with it. Public
// forms (no credential is read): the pages /mot-de-passe-oublie and /reinitialiser-mot-de-passe
// and the API's routes share their limits per client address.

// Each request may e-mail someone: few per address. Resets cost a scrypt hash each.
const REQUESTS_PER_IP = { max: 5, windowSeconds: 15 * 60 };
const RESETS_PER_IP = { max: 20, windowSeconds: 60 };

const messageSchema = z.object({ message: z.string() });

export const passwordResetOperations = {
  requestReset: defineOperation({
    intent: 'demander-reinitialisation',
    http: {
      method: 'POST',
      path: '/users/mot-de-passe-oublie',
      tags: ['Comptes'],
      summary: 'Demande un lien de réinitialisation du mot de passe',
      description: `Même réponse que l’adresse ait un compte ou non. Le lien est valable 30 minutes et ne sert qu’une fois. Limité à ${REQUESTS_PER_IP.max} demandes par quart d’heure et par adresse IP (429).`,
    },
    access: publicForm,
    input: resetRequestSchema,
    limit: {
      bucket: 'reinitialisation-demandes',
      perClient: REQUESTS_PER_IP,
      message: TOO_MANY_RESET_REQUESTS_MESSAGE,
    },
    answers: { 202: messageSchema },
    refusals: [400],
    run: async ({ services, input }) => {
      // The link points to the configured PUBLIC_URL, never to the Host the request claims.
      await services.passwordReset.requestReset(input.email);
      return { message: RESET_REQUESTED_MESSAGE };
    },
    done: () => RESET_REQUESTED_MESSAGE,
  }),

  resetPassword: defineOperation({
    intent: 'reinitialiser',
    http: {
      method: 'POST',
      path: '/users/reinitialiser-mot-de-passe',
      tags: ['Comptes'],
      summary: 'Choisit un nouveau mot de passe avec le jeton reçu par e-mail',
    },
    access: publicForm,
    input: resetPasswordSchema,
    limit: {
      bucket: 'reinitialisations',
      perClient: RESETS_PER_IP,
      message: TOO_MANY_RESET_REQUESTS_MESSAGE,
    },
    answers: { 200: messageSchema },
    refusals: [400],
    run: async ({ services, input }) => {
      await services.passwordReset.resetPassword(input.token, input.password);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
    done: () => PASSWORD_CHANGED_MESSAGE,
  }),
};
