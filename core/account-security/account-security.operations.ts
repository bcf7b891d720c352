import { z } from 'zod';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  passwordConfirmSchema,
  privacySchema,
  RECOVERY_CODE_COUNT,
  sessionIdSchema,
  TWO_FACTOR_ENABLED_MESSAGE,
  twoFactorConfirmSchema,
} from '#common/account-security.ts';
import { confirmationSchema } from '#common/confirmation.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// 'Sécurité et confidentialité' of the signed-in account (issue 19), for every role: no account
// id in the paths, so nobody can name another account's; a session id names only one's own
// (the account security service's decision).

const TAG = 'Sécurité du compte';
/** Any signed-in account, for itself, and the refusals every write documents. */
const FOR_ONESELF = {
  access: accountOf(),
  refusals: [400, 401, 403, 404, 409, 429],
} as const;
const confirmed = (message: string) => ({ message });
const told = ({ message }: { message: string }) => message;

export const accountSecurityOperations = {
  startTwoFactor: defineOperation({
    intent: 'double-authentification',
    http: {
      method: 'POST',
      path: '/compte/securite/double-authentification',
      tags: [TAG],
      summary: 'Commencer l’activation de la double authentification',
      description:
        'Rend un nouveau secret TOTP (RFC 6238 : SHA-1, 6 chiffres, 30 s), son adresse otpauth:// et son QR code (SVG). Il ne sert qu’une fois confirmé par un code (409 si déjà activée).',
    },
    ...FOR_ONESELF,
    answers: { 200: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }) },
    run: ({ services, account }) => services.accountSecurity.startTwoFactor(account),
    done: () => 'Scannez le QR code avec votre application, puis saisissez son code.',
  }),

  confirmTwoFactor: defineOperation({
    intent: 'confirmer-double-authentification',
    http: {
      method: 'POST',
      path: '/compte/securite/double-authentification/confirmation',
      tags: [TAG],
      summary: 'Confirmer la double authentification par un code de l’application',
      description: `Rend ${RECOVERY_CODE_COUNT} codes de secours à usage unique, montrés cette fois seulement : seules leurs empreintes sont gardées.`,
    },
    ...FOR_ONESELF,
    input: twoFactorConfirmSchema,
    answers: { 200: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }) },
    run: async ({ services, account, input }) => ({
      message: TWO_FACTOR_ENABLED_MESSAGE,
      recoveryCodes: await services.accountSecurity.confirmTwoFactor(account, input),
    }),
    done: told,
  }),

  disableTwoFactor: defineOperation({
    intent: 'desactiver-double-authentification',
    http: {
      method: 'POST',
      path: '/compte/securite/double-authentification/desactivation',
      tags: [TAG],
      summary: 'Désactiver la double authentification (mot de passe demandé)',
    },
    ...FOR_ONESELF,
    input: passwordConfirmSchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.accountSecurity.disableTwoFactor(account, input)),
    done: told,
  }),

  endSession: defineOperation({
    intent: 'deconnecter-session',
    http: {
      method: 'DELETE',
      path: '/compte/sessions/:sessionId',
      tags: [TAG],
      summary: 'Déconnecter une autre session du compte',
      description:
        'Une session d’un autre compte est introuvable (404) ; celle de ce jeton se ferme par POST /api/users/logout (409).',
    },
    ...FOR_ONESELF,
    params: sessionIdSchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, params }) =>
      confirmed(await services.accountSecurity.endSession(account, params.sessionId)),
    done: told,
  }),

  endOtherSessions: defineOperation({
    intent: 'deconnecter-les-autres',
    http: {
      method: 'POST',
      path: '/compte/sessions/deconnecter-les-autres',
      tags: [TAG],
      summary: 'Déconnecter toutes les autres sessions du compte',
    },
    ...FOR_ONESELF,
    answers: { 200: confirmationSchema },
    run: async ({ services, account }) =>
      confirmed(await services.accountSecurity.endOtherSessions(account)),
    done: told,
  }),

  setPrivacy: defineOperation({
    intent: 'confidentialite',
    http: {
      method: 'PUT',
      path: '/compte/confidentialite',
      tags: [TAG],
      summary: 'Montrer ou non mon e-mail et mon téléphone sur la page de ma boutique',
      description: 'Vendeurs seulement (403 sinon). Les deux sont masqués par défaut.',
    },
    ...FOR_ONESELF,
    input: privacySchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.accountSecurity.setPrivacy(account, input)),
    done: told,
  }),

  deleteAccount: defineOperation({
    intent: 'supprimer-compte',
    http: {
      method: 'POST',
      path: '/compte/suppression',
      tags: [TAG],
      summary: 'Supprimer mon compte',
      description: `« ${ACCOUNT_DELETION_CONFIRMATION} » Le mot de passe est demandé. Les données personnelles sont effacées et les sessions fermées ; commandes, factures et avis restent, sous un nom anonyme. Refusé (409) tant que la boutique a des commandes en attente ou en cours.`,
    },
    ...FOR_ONESELF,
    input: passwordConfirmSchema,
    answers: { 200: confirmationSchema },
    endsSession: true,
    run: async ({ services, account, input }) =>
      confirmed(await services.accountSecurity.deleteAccount(account, input)),
    done: told,
  }),
};
