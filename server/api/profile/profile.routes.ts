import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_CHANGE_VALIDITY_HOURS,
  emailChangeSchema,
  emailConfirmationAgainSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  photoInputSchema,
  profileInputSchema,
} from '../../../common/profile.ts';
import { GENDERS } from '../../../common/shop-settings.ts';
import type { ProfileService } from '../../../core/profile/profile.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ProfileRoutesOptions {
  profile: ProfileService;
}

const TAG = 'Mon profil';
const bearer = [{ bearerAuth: [] }];
const done = z.object({ message: z.string() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

const profileSchema = z
  .object({
    userName: z.string().describe('Nom complet, tel que partout affiché'),
    firstName: z.string().describe('Prénom (profil acheteur) : enregistré, sinon déduit du nom'),
    lastName: z.string().describe('Nom (profil acheteur) : enregistré, sinon déduit du nom'),
    email: z.string(),
    telephone: z.string().nullable().describe('E.164'),
    birthday: z.string().nullable().describe('AAAA-MM-JJ'),
    gender: z.enum(GENDERS).nullable(),
    photoUrl: z.string().nullable().describe('Photo de profil, sous /uploads/'),
    pendingEmail: z.string().nullable().describe('Nouvelle adresse en attente de confirmation'),
    emailConfirmed: z
      .boolean()
      .describe('L’adresse e-mail a été confirmée par le lien qui lui a été envoyé'),
  })
  .meta({ id: 'Profil' });

/**
 * The signed-in account's own profile (sellers' 'Mon Profil'; buyers' settings reuse it): no
 * id in the path, so nobody can name another account's. The e-mail link's confirmation is
 * public: the token is the proof.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { profile },
) => {
  // Admins' accounts are created from the command line and have no profile to edit here.
  const self = app.requireRoles('VENDEUR', 'ACHETEUR');

  app.get(
    '/profil',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Mon profil',
        security: bearer,
        response: { 200: profileSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => profile.get(currentAccount(request)),
  );

  app.put(
    '/profil',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Modifier mon profil (nom, téléphone, date de naissance, genre)',
        description:
          'Le nom se donne entier (userName, profil vendeur) ou en deux (firstName et lastName, profil acheteur, joints en userName). Le téléphone est lu dans le pays du compte et enregistré en E.164 ; un numéro déjà utilisé par un autre compte est refusé (409). L’e-mail se change à part.',
        security: bearer,
        body: profileInputSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => ({
      message: await profile.update(currentAccount(request), request.body),
    }),
  );

  app.put(
    '/photo',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Choisir ma photo de profil (ou la retirer : null)',
        description:
          'L’adresse rendue par POST /api/compte/photo, qui réencode l’image ; photoUrl: null retire la photo.',
        security: bearer,
        body: photoInputSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => ({
      message: await profile.setPhoto(currentAccount(request), request.body),
    }),
  );

  app.post(
    '/email',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Changer d’adresse e-mail',
        description: `Demande le mot de passe actuel. Un lien valable ${EMAIL_CHANGE_VALIDITY_HOURS} h est envoyé à la nouvelle adresse, un avis à l’ancienne ; l’adresse change quand le lien est confirmé.`,
        security: bearer,
        body: emailChangeSchema,
        response: { 202: done, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        message: await profile.requestEmailChange(currentAccount(request), request.body),
      }),
  );

  app.post(
    '/email/renvoyer-confirmation',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Recevoir à nouveau le lien qui confirme mon adresse e-mail',
        description:
          'Envoie un nouveau lien à l’adresse du compte (l’ancien ne vaut plus) ; 409 si elle est déjà confirmée ; quelques envois par heure, par compte et par adresse (429).',
        security: bearer,
        body: emailConfirmationAgainSchema,
        response: { 202: done, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        message: await profile.resendEmailConfirmation(currentAccount(request)),
      }),
  );

  app.post(
    '/email/confirmer',
    {
      schema: {
        tags: [TAG],
        summary:
          'Confirmer une adresse e-mail (jeton du lien reçu, à l’inscription ou au changement d’adresse)',
        body: emailConfirmationSchema,
        response: { 200: done, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ message: await profile.confirmEmail(request.body.token) }),
  );

  app.post(
    '/mot-de-passe',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Changer mon mot de passe',
        description:
          'Les autres sessions du compte prennent fin aussitôt ; celle-ci reste ouverte. Les mots de passe actuels erronés sont limités comme les connexions (429).',
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => ({
      message: await profile.changePassword(currentAccount(request), request.body),
    }),
  );
};
