import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacySchema } from '#common/account-security.ts';
import type { AccountSecurityService } from '#modules/account-security/account-security.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface AccountSecurityRoutesOptions {
  accountSecurity: AccountSecurityService;
}

export type AccountExportRoutesOptions = AccountSecurityRoutesOptions;

const TAG = 'Sécurité du compte';
const bearer = [{ bearerAuth: [] }];

const sessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string().describe('Système et navigateur, lus dans le user agent'),
    place: z.string().describe('Lieu approximatif ; « inconnu » sans source de géolocalisation'),
    createdAt: z.string().describe('ISO 8601'),
    lastSeenAt: z.string().describe('Dernière activité (ISO 8601, à quelques minutes près)'),
    current: z.boolean().describe('La session de ce jeton'),
  })
  .meta({ id: 'SessionDuCompte' });

const overviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  sessions: z.array(sessionSchema),
  privacy: privacySchema.nullable().describe('Vendeurs seulement'),
});

/**
 * 'Sécurité et confidentialité' of the signed-in account (issue 19), for every role: no account
 * id in the paths, so nobody can name another account's; a session id names only one's own.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<AccountSecurityRoutesOptions> = async (
  app,
  { accountSecurity },
) => {
  const self = app.requireRoles();

  app.get(
    '/securite',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Double authentification, sessions ouvertes et confidentialité',
        security: bearer,
        response: { 200: overviewSchema, 401: errorResponseSchema },
      },
    },
    async (request) => accountSecurity.overview(currentAccount(request)),
  );
};

/**
 * The account's data export, read apart from the security screen: the writes between them are
 * mounted where the OpenAPI document lists them (core/account-security/account-security.operations.ts).
 */
export const accountExportRoutes: FastifyPluginAsyncZod<AccountExportRoutesOptions> = async (
  app,
  { accountSecurity },
) => {
  const self = app.requireRoles();

  app.get(
    '/export',
    {
      preHandler: self,
      schema: {
        tags: [TAG],
        summary: 'Exporter mes données (JSON)',
        description:
          'Le compte, ses adresses, ses commandes, ses avis et commentaires, sa boutique et ses sessions : jamais les coordonnées d’autres personnes.',
        security: bearer,
        response: {
          200: z.looseObject({ exportedAt: z.string() }).describe('Fichier JSON à télécharger'),
          401: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const exported = await accountSecurity.exportData(currentAccount(request));
      return reply
        .header('content-disposition', 'attachment; filename="mes-donnees.json"')
        .header('cache-control', 'no-store')
        .send(exported);
    },
  );
};
