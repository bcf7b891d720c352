import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS } from '#common/shop-settings.ts';
import type { ProfileService } from '#modules/profile/profile.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface ProfileRoutesOptions {
  profile: ProfileService;
}

const TAG = 'Mon profil';
const bearer = [{ bearerAuth: [] }];

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
 * id in the path, so nobody can name another account's. Its writes are operations
 * (core/profile/profile.operations.ts).
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
};
