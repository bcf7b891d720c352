import { idParamsSchema } from '#common/id-params.ts';
import { TEAM_REPLY_SENT, TICKET_SENT, TICKET_STATUS_MESSAGES } from '#common/support.ts';
import {
  supportMessageSchema,
  ticketDraftSchema,
  ticketOpenedSchema,
  ticketReplySchema,
  ticketStatusSchema,
} from '#common/support-schemas.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The help centre's conversations with the team (issue 19): a buyer or a seller opens a ticket,
// its author or the team writes in it, the team marks it resolved or open again. Whose ticket it
// is, and the limits per account and address, are the support service's decisions.

const TAG = 'Assistance';
const messageOf = ({ message }: { message: string }) => message;

export const supportOperations = {
  open: defineOperation({
    intent: 'ouvrir-demande',
    http: {
      method: 'POST',
      path: '/support/tickets',
      tags: [TAG],
      summary: 'Écrire à l’équipe : une demande et son premier message',
    },
    access: accountOf('ACHETEUR', 'VENDEUR'),
    input: ticketDraftSchema,
    answers: { 201: ticketOpenedSchema },
    refusals: [403, 429],
    run: async ({ services, account, input, clientIp }) => ({
      id: await services.support.open(account, input, clientIp),
      message: TICKET_SENT,
    }),
    done: messageOf,
  }),

  reply: defineOperation({
    intent: 'repondre',
    http: {
      method: 'POST',
      path: '/support/tickets/:id/messages',
      tags: [TAG],
      summary: 'Répondre dans la conversation',
      description:
        'L’auteur y répond (une demande résolue est rouverte) ; l’équipe y répond, et l’auteur ' +
        'en est averti dans son espace et par e-mail.',
    },
    access: accountOf(),
    params: idParamsSchema,
    input: ticketReplySchema,
    answers: { 201: supportMessageSchema },
    refusals: [429, 404],
    run: async ({ services, account, params, input, clientIp }) => {
      await services.support.reply(account, params.id, input.message, clientIp);
      return { message: account.typeCompte === 'ADMIN' ? TEAM_REPLY_SENT : TICKET_SENT };
    },
    done: messageOf,
  }),

  changeStatus: defineOperation({
    intent: 'statut',
    http: {
      method: 'PATCH',
      path: '/admin/tickets/:id/statut',
      tags: [TAG],
      summary: 'Marquer une demande résolue, ou la rouvrir',
    },
    access: accountOf('ADMIN'),
    params: idParamsSchema,
    input: ticketStatusSchema,
    answers: { 200: supportMessageSchema },
    refusals: [403, 404],
    run: async ({ services, account, params, input }) => {
      await services.support.setStatus(account, params.id, input.status);
      return { message: TICKET_STATUS_MESSAGES[input.status] };
    },
    done: messageOf,
  }),
};
