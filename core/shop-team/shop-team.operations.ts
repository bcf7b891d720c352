import {
  INVITATION_VALIDITY_DAYS,
  invitationAcceptSchema,
  teamInviteSchema,
  teamMemberParamsSchema,
  teamMessageSchema,
  teamRoleSchema,
} from '#common/shop-team.ts';
import { anyone, defineOperation, teamMember } from '#modules/operations/operation.ts';

// 'Gestion des utilisateurs et rôles' (issue 19): an Admin of the boutique's team invites,
// changes a role, removes; the e-mailed link's holder accepts. Which member an account may touch
// (never the owner) is the service's decision; each write answers its French confirmation.

const TAG = 'Équipe de la boutique';
const messageOf = ({ message }: { message: string }) => message;

export const shopTeamOperations = {
  invite: defineOperation({
    intent: 'inviter',
    http: {
      method: 'POST',
      path: '/vendeur/parametres/equipe',
      tags: [TAG],
      summary: 'Inviter un membre par e-mail (Admin)',
      description: `Rôle Client par défaut. Le lien envoyé vaut ${INVITATION_VALIDITY_DAYS} jours et une seule fois. 409 si l’adresse est déjà dans l’équipe, dans celle d’une autre boutique, ou celle d’un compte vendeur ou administrateur. Limité par heure, par compte et par adresse IP (429).`,
    },
    access: teamMember('gerer'),
    input: teamInviteSchema,
    answers: { 201: teamMessageSchema },
    refusals: [400, 401, 403, 404, 409, 429],
    run: async ({ services, account, input, clientIp }) => ({
      message: await services.shopTeam.invite(account, input, clientIp),
    }),
    done: messageOf,
  }),

  changeRole: defineOperation({
    intent: 'role',
    http: {
      method: 'PUT',
      path: '/vendeur/parametres/equipe/:id',
      tags: [TAG],
      summary: 'Changer le rôle d’un membre (Admin ; jamais celui du propriétaire)',
    },
    access: teamMember('gerer'),
    params: teamMemberParamsSchema,
    input: teamRoleSchema,
    answers: { 200: teamMessageSchema },
    refusals: [400, 401, 403, 404],
    run: async ({ services, account, params, input }) => ({
      message: await services.shopTeam.setRole(account, params.id, input.role),
    }),
    done: messageOf,
  }),

  remove: defineOperation({
    intent: 'retirer',
    http: {
      method: 'DELETE',
      path: '/vendeur/parametres/equipe/:id',
      tags: [TAG],
      summary: 'Retirer un membre ou une invitation (Admin ; jamais le propriétaire)',
      description: 'Le membre perd l’accès à la boutique dès sa requête suivante.',
    },
    access: teamMember('gerer'),
    params: teamMemberParamsSchema,
    answers: { 200: teamMessageSchema },
    refusals: [400, 401, 403, 404],
    run: async ({ services, account, params }) => ({
      message: await services.shopTeam.remove(account, params.id),
    }),
    done: messageOf,
  }),

  /** The e-mailed link's side: no session needed, the token is the proof. */
  accept: defineOperation({
    intent: 'accepter',
    http: {
      method: 'POST',
      path: '/equipe/invitations/accepter',
      tags: [TAG],
      summary: 'Accepter une invitation',
      description:
        'Un compte existant donne son mot de passe (5 erreurs annulent le lien) ; sinon le ' +
        'mot de passe choisi (avec confirmPassword) crée le compte. Le membre se connecte ' +
        'ensuite avec son propre identifiant. 400 si le lien est invalide, expiré ou déjà utilisé.',
    },
    access: anyone,
    input: invitationAcceptSchema,
    answers: { 200: teamMessageSchema },
    refusals: [400, 409],
    run: async ({ services, input }) => ({ message: await services.shopTeam.accept(input) }),
    done: messageOf,
  }),
};
