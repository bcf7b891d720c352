import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVITATION_VALIDITY_DAYS,
  invitationAcceptSchema,
  TEAM_ROLES,
  teamInviteSchema,
  teamRoleSchema,
} from '../../../common/shop-team.ts';
import type { ShopTeamService } from '../../../core/shop-team/shop-team.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { settingsHistorySchema } from '../shop-settings/settings-history.schema.ts';

export interface ShopTeamRoutesOptions {
  shopTeam: ShopTeamService;
}

const TAG = 'Équipe de la boutique';
const bearer = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });
const memberId = z.object({ id: z.coerce.number().int().positive() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const teamViewSchema = z.object({
  members: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      email: z.string(),
      role: z.enum(TEAM_ROLES),
      owner: z.boolean(),
      status: z.enum(['Actif', 'Invitation envoyée', 'Invitation expirée']),
    }),
  ),
  myRole: z.enum(TEAM_ROLES),
  history: settingsHistorySchema,
});

/**
 * 'Gestion des utilisateurs et rôles' (issue 19): the team of the caller's boutique, read by its
 * members, changed by its Admins; the owner stays Admin.
 */
export const shopTeamRoutes: FastifyPluginAsyncZod<ShopTeamRoutesOptions> = async (
  app,
  { shopTeam },
) => {
  const manages = app.requireTeam('gerer');

  app.get(
    '/equipe',
    {
      preHandler: app.requireTeam('voir'),
      schema: {
        tags: [TAG],
        summary: 'L’équipe de ma boutique (membres et invitations en attente)',
        security: bearer,
        response: { 200: teamViewSchema, ...errors },
      },
    },
    async (request) => shopTeam.view(currentAccount(request)),
  );

  app.post(
    '/equipe',
    {
      preHandler: manages,
      schema: {
        tags: [TAG],
        summary: 'Inviter un membre par e-mail (Admin)',
        description: `Rôle Client par défaut. Le lien envoyé vaut ${INVITATION_VALIDITY_DAYS} jours et une seule fois. 409 si l’adresse est déjà dans l’équipe, dans celle d’une autre boutique, ou celle d’un compte vendeur ou administrateur. Limité par heure, par compte et par adresse IP (429).`,
        security: bearer,
        body: teamInviteSchema,
        response: { 201: message, 409: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: await shopTeam.invite(currentAccount(request), request.body, request.ip),
      }),
  );

  app.put(
    '/equipe/:id',
    {
      preHandler: manages,
      schema: {
        tags: [TAG],
        summary: 'Changer le rôle d’un membre (Admin ; jamais celui du propriétaire)',
        security: bearer,
        params: memberId,
        body: teamRoleSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => ({
      message: await shopTeam.setRole(
        currentAccount(request),
        request.params.id,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/equipe/:id',
    {
      preHandler: manages,
      schema: {
        tags: [TAG],
        summary: 'Retirer un membre ou une invitation (Admin ; jamais le propriétaire)',
        description: 'Le membre perd l’accès à la boutique dès sa requête suivante.',
        security: bearer,
        params: memberId,
        response: { 200: message, ...errors },
      },
    },
    async (request) => ({
      message: await shopTeam.remove(currentAccount(request), request.params.id),
    }),
  );
};

/** The e-mailed link's side: no session, the token is the proof. */
export const teamInvitationRoutes: FastifyPluginAsyncZod<ShopTeamRoutesOptions> = async (
  app,
  { shopTeam },
) => {
  app.get(
    '/:token',
    {
      schema: {
        tags: [TAG],
        summary: 'Ce qu’une invitation propose (boutique, rôle, compte existant ou non)',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            boutiqueName: z.string(),
            fullName: z.string(),
            email: z.string(),
            role: z.enum(TEAM_ROLES),
            hasAccount: z.boolean(),
          }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => shopTeam.preview(request.params.token),
  );

  app.post(
    '/accepter',
    {
      schema: {
        tags: [TAG],
        summary: 'Accepter une invitation',
        description:
          'Un compte existant donne son mot de passe (5 erreurs annulent le lien) ; sinon le ' +
          'mot de passe choisi (avec confirmPassword) crée le compte. Le membre se connecte ' +
          'ensuite avec son propre identifiant. 400 si le lien est invalide, expiré ou déjà utilisé.',
        body: invitationAcceptSchema,
        response: { 200: message, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ message: await shopTeam.accept(request.body) }),
  );
};
