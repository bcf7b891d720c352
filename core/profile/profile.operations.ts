import { confirmationSchema } from '#common/confirmation.ts';
import {
  EMAIL_CHANGE_VALIDITY_HOURS,
  emailChangeSchema,
  emailConfirmationAgainSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  photoInputSchema,
  profileInputSchema,
} from '#common/profile.ts';
import { accountOf, anyone, defineOperation } from '#modules/operations/operation.ts';

// The signed-in account's own profile (sellers' 'Mon Profil'; buyers' 'Paramètres' reuse it): no
// id in the path, so nobody can name another account's. The e-mail link's confirmation is
// public: the token is the proof. Wrong passwords and links sent again are limited by the
// profile service itself (429).

const TAG = 'Mon profil';
/** Admins' accounts are created from the command line and have no profile to edit here. */
const OWN_PROFILE = {
  access: accountOf('VENDEUR', 'ACHETEUR'),
  refusals: [400, 401, 403, 409, 429],
} as const;
const confirmed = (message: string) => ({ message });
const told = ({ message }: { message: string }) => message;

export const profileOperations = {
  update: defineOperation({
    intent: 'profil',
    http: {
      method: 'PUT',
      path: '/compte/profil',
      tags: [TAG],
      summary: 'Modifier mon profil (nom, téléphone, date de naissance, genre)',
      description:
        'Le nom se donne entier (userName, profil vendeur) ou en deux (firstName et lastName, profil acheteur, joints en userName). Le téléphone est lu dans le pays du compte et enregistré en E.164 ; un numéro déjà utilisé par un autre compte est refusé (409). L’e-mail se change à part.',
    },
    ...OWN_PROFILE,
    input: profileInputSchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.profile.update(account, input)),
    done: told,
  }),

  setPhoto: defineOperation({
    intent: 'photo',
    http: {
      method: 'PUT',
      path: '/compte/photo',
      tags: [TAG],
      summary: 'Choisir ma photo de profil (ou la retirer : null)',
      description:
        'L’adresse rendue par POST /api/compte/photo, qui réencode l’image ; photoUrl: null retire la photo.',
    },
    ...OWN_PROFILE,
    input: photoInputSchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.profile.setPhoto(account, input)),
    done: told,
  }),

  requestEmailChange: defineOperation({
    intent: 'email',
    http: {
      method: 'POST',
      path: '/compte/email',
      tags: [TAG],
      summary: 'Changer d’adresse e-mail',
      description: `Demande le mot de passe actuel. Un lien valable ${EMAIL_CHANGE_VALIDITY_HOURS} h est envoyé à la nouvelle adresse, un avis à l’ancienne ; l’adresse change quand le lien est confirmé.`,
    },
    ...OWN_PROFILE,
    input: emailChangeSchema,
    answers: { 202: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.profile.requestEmailChange(account, input)),
    done: told,
  }),

  resendEmailConfirmation: defineOperation({
    intent: 'renvoyer-confirmation',
    http: {
      method: 'POST',
      path: '/compte/email/renvoyer-confirmation',
      tags: [TAG],
      summary: 'Recevoir à nouveau le lien qui confirme mon adresse e-mail',
      description:
        'Envoie un nouveau lien à l’adresse du compte (l’ancien ne vaut plus) ; 409 si elle est déjà confirmée ; quelques envois par heure, par compte et par adresse (429).',
    },
    ...OWN_PROFILE,
    input: emailConfirmationAgainSchema,
    answers: { 202: confirmationSchema },
    run: async ({ services, account }) =>
      confirmed(await services.profile.resendEmailConfirmation(account)),
    done: told,
  }),

  confirmEmail: defineOperation({
    intent: 'confirmer-email',
    http: {
      method: 'POST',
      path: '/compte/email/confirmer',
      tags: [TAG],
      summary:
        'Confirmer une adresse e-mail (jeton du lien reçu, à l’inscription ou au changement d’adresse)',
    },
    access: anyone,
    input: emailConfirmationSchema,
    answers: { 200: confirmationSchema },
    refusals: [400, 409],
    run: async ({ services, input }) => confirmed(await services.profile.confirmEmail(input.token)),
    done: told,
  }),

  /** Every account's, admins' included: their « Sécurité » screen changes it. */
  changePassword: defineOperation({
    intent: 'mot-de-passe',
    http: {
      method: 'POST',
      path: '/compte/mot-de-passe',
      tags: [TAG],
      summary: 'Changer mon mot de passe',
      description:
        'Les autres sessions du compte prennent fin aussitôt ; celle-ci reste ouverte. Les mots de passe actuels erronés sont limités comme les connexions (429).',
    },
    access: accountOf(),
    input: passwordChangeSchema,
    answers: { 200: confirmationSchema },
    refusals: [400, 401, 409, 429],
    run: async ({ services, account, input }) =>
      confirmed(await services.profile.changePassword(account, input)),
    done: told,
  }),
};
