import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_REGISTRATION_REFUSED,
  loginSchema,
  registrationPayloadSchema,
  SELF_SERVICE_ACCOUNT_TYPES,
} from '#common/accounts.ts';
import type { AccountsService } from '#modules/accounts/accounts.service.ts';
import {
  FAILED_LOGINS_PER_IDENTIFIER,
  LOGIN_LIMIT_PER_IP,
  REGISTRATIONS_PER_IP,
  type SignInService,
} from '#modules/accounts/sign-in.service.ts';
import { Forbidden } from '#modules/errors.ts';
import { TOKEN_ROLES } from '#modules/auth/tokens.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionCookieOptions,
} from '../../plugins/session-cookie.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  /** Login and registration with their limits, as the site's pages go through them. */
  signIn: SignInService;
  sessionCookie: SessionCookieOptions;
}

const role = z.enum(TOKEN_ROLES);
const id = z.number().int();

const userSchema = z
  .object({
    id,
    userName: z.string(),
    telephone: z.string().nullable(),
    email: z.string(),
    pays: z.string().nullable(),
    ville: z.string().nullable(),
  })
  .meta({ id: 'Utilisateur' });

const bearer = [{ bearerAuth: [] }];

function clientOrigin(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, signIn, sessionCookie },
) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Inscription (acheteur ou vendeur)',
        description: `Un vendeur reçoit sa boutique. Les comptes administrateurs ne s’inscrivent pas ici (403). Limité à ${REGISTRATIONS_PER_IP.max} inscriptions par heure et par adresse IP (429).`,
        body: registrationPayloadSchema,
        response: {
          201: z.object({
            token: z.string(),
            TenantId: id,
            Name: z.string(),
            Email: z.string(),
            BoutiqueId: id.nullable(),
            boutiqueId: id.nullable(),
            userId: id,
            typeCompte: z.enum(SELF_SERVICE_ACCOUNT_TYPES),
          }),
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Before validation, so an ADMIN sign-up gets its own answer rather than a 400.
      preValidation: async (request) => {
        const body = request.body as { typeCompte?: unknown } | null;
        if (body?.typeCompte === 'ADMIN') throw new Forbidden(ADMIN_REGISTRATION_REFUSED);
      },
    },
    async (request, reply) => {
      const registered = await signIn.register(request.body, clientOrigin(request));
      setSessionCookie(reply, registered.token, sessionCookie);
      return reply.status(201).send(registered);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Connexion par e-mail ou numéro de téléphone',
        description: `Un compte à double authentification demande aussi \`code\` (celui de l’application, ou un code de secours) : sans lui, ou s’il est faux ou déjà utilisé, la réponse est un 401 dont \`details\` nomme le champ \`code\`, seulement une fois le mot de passe vérifié. Limité à ${LOGIN_LIMIT_PER_IP.max} essais par minute et par adresse IP, et à ${FAILED_LOGINS_PER_IDENTIFIER.max} échecs par quart d’heure pour un même identifiant (429).`,
        body: loginSchema,
        response: {
          200: z.object({
            token: z.string(),
            TenantId: id,
            email: z.string(),
            boutiqueId: id.nullable(),
            userId: id,
            typeCompte: role,
            Name: z.string().optional().describe('Vendeurs seulement'),
          }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn.login(request.body, clientOrigin(request));
      setSessionCookie(reply, signedIn.token, sessionCookie);
      return signedIn;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Déconnexion : le jeton de cet appareil est refusé dès maintenant',
        description: 'Efface aussi le cookie de session du navigateur.',
        security: bearer,
        response: { 204: z.null(), 401: errorResponseSchema },
      },
      preHandler: app.requireRoles(),
    },
    async (request, reply) => {
      await accounts.logout(currentAccount(request));
      clearSessionCookie(reply, sessionCookie);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/check-auth',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Vérifie le jeton et renvoie le compte connecté',
        security: bearer,
        response: {
          200: z.object({
            id,
            userName: z.string(),
            email: z.string(),
            typeCompte: role,
            TenantId: id,
            boutiqueId: id.nullable(),
          }),
          401: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles(),
    },
    async (request) => {
      const { id, userName, email, typeCompte, tenantId, boutiqueId } = currentAccount(request);
      return { id, userName, email, typeCompte, TenantId: tenantId, boutiqueId };
    },
  );

  app.get(
    '/listevendeurs',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Liste des vendeurs (administrateurs)',
        security: bearer,
        response: { 200: z.array(userSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    () => accounts.listSellers(),
  );

  app.get(
    '/listeacheteurs',
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Liste des acheteurs (administrateurs)',
        security: bearer,
        response: { 200: z.array(userSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    () => accounts.listBuyers(),
  );
};
