import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEAM_ROLES } from '#common/shop-team.ts';
import type { ShopTeamService } from '#modules/shop-team/shop-team.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { settingsHistorySchema } from '../shop-settings/settings-history.schema.ts';

export interface ShopTeamRoutesOptions {
  shopTeam: ShopTeamService;
}

const TAG = 'Équipe de la boutique';
const bearer = [{ bearerAuth: [] }];
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
 * members; changed by its Admins through operations (core/shop-team/shop-team.operations.ts).
 */
export const shopTeamRoutes: FastifyPluginAsyncZod<ShopTeamRoutesOptions> = async (
  app,
  { shopTeam },
) => {
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
};

/** The e-mailed link's side: no session, the token is the proof; accepting is an operation. */
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
};
