import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELP_AUDIENCES } from '../../../common/help-centre.ts';
import { idParamSchema } from '../id-param.ts';
import {
  TEAM_REPLY_SENT,
  TICKET_SENT,
  TICKET_STATUS_MESSAGES,
  TICKET_STATUSES,
} from '../../../common/support.ts';
import {
  ticketDraftSchema,
  ticketReplySchema,
  ticketStatusSchema,
} from '../../../common/support-schemas.ts';
import type { SupportService } from '../../../core/support/support.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SupportRoutesOptions {
  support: SupportService;
}

const TAG = 'Assistance';
const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });
const messageSchema = z.object({ message: z.string() });
/** Open to any account; someone else's ticket is answered as if it did not exist. */
const notTheirs = { 404: errorResponseSchema };

const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  audience: z.enum(HELP_AUDIENCES),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastFromTeam: z.boolean(),
});
const ticketMessageSchema = z.object({
  id: z.number().int(),
  fromTeam: z.boolean(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** A buyer's or seller's tickets; the team answers through the same conversation (`/api/support`). */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { support },
) => {
  const anyAccount = app.requireRoles();

  app.get(
    '/tickets',
    {
      schema: {
        tags: [TAG],
        summary: 'Mes demandes d’assistance, la plus récente d’abord',
        security: bearer,
        response: { 200: z.array(ticketSchema) },
      },
      preHandler: anyAccount,
    },
    async (request) => support.mine(currentAccount(request)),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags: [TAG],
        summary: 'Écrire à l’équipe : une demande et son premier message',
        security: bearer,
        body: ticketDraftSchema,
        response: {
          201: messageSchema.extend({ id: z.number().int() }),
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles('ACHETEUR', 'VENDEUR'),
    },
    async (request, reply) => {
      const id = await support.open(currentAccount(request), request.body, request.ip);
      return reply.status(201).send({ id, message: TICKET_SENT });
    },
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Une demande et sa conversation (son auteur ou l’équipe)',
        security: bearer,
        params: idParams,
        response: {
          200: z.object({ ticket: ticketSchema, messages: z.array(ticketMessageSchema) }),
          ...notTheirs,
        },
      },
      preHandler: anyAccount,
    },
    async (request) => support.conversation(currentAccount(request), request.params.id),
  );

  app.get(
    '/tickets/:id/messages',
    {
      schema: {
        tags: [TAG],
        summary: 'Les nouveaux messages d’une conversation',
        description:
          'Le statut et les messages d’identifiant supérieur à `apres` : une conversation ouverte ' +
          'le demande toutes les quelques secondes (une liste vide le plus souvent).',
        security: bearer,
        params: idParams,
        querystring: z.object({ apres: z.coerce.number().int().min(0).default(0) }),
        response: {
          200: z.object({
            status: z.enum(TICKET_STATUSES),
            messages: z.array(ticketMessageSchema),
          }),
          ...notTheirs,
        },
      },
      preHandler: anyAccount,
    },
    async (request) =>
      support.news(currentAccount(request), request.params.id, request.query.apres),
  );

  app.post(
    '/tickets/:id/messages',
    {
      schema: {
        tags: [TAG],
        summary: 'Répondre dans la conversation',
        description:
          'L’auteur y répond (une demande résolue est rouverte) ; l’équipe y répond, et l’auteur ' +
          'en est averti dans son espace et par e-mail.',
        security: bearer,
        params: idParams,
        body: ticketReplySchema,
        response: { 201: messageSchema, 429: errorResponseSchema, ...notTheirs },
      },
      preHandler: anyAccount,
    },
    async (request, reply) => {
      const account = currentAccount(request);
      await support.reply(account, request.params.id, request.body.message, request.ip);
      return reply
        .status(201)
        .send({ message: account.typeCompte === 'ADMIN' ? TEAM_REPLY_SENT : TICKET_SENT });
    },
  );
};

/** The team's tickets screen (`/api/admin/tickets`). */
export const supportAdminRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { support },
) => {
  const admin = app.requireRoles('ADMIN');

  app.get(
    '/tickets',
    {
      schema: {
        tags: [TAG],
        summary: 'Les demandes d’assistance, les ouvertes d’abord',
        security: bearer,
        querystring: z.object({
          statut: z.enum(TICKET_STATUSES).optional(),
          public: z.enum(HELP_AUDIENCES).optional(),
          q: z.string().trim().max(100).default(''),
          page: z.coerce.number().int().min(1).default(1),
        }),
        response: {
          200: z.object({
            tickets: z.array(ticketSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageCount: z.number().int(),
          }),
          403: errorResponseSchema,
        },
      },
      preHandler: admin,
    },
    async (request) =>
      support.adminPage(currentAccount(request), {
        status: request.query.statut ?? null,
        audience: request.query.public ?? null,
        search: request.query.q,
        page: request.query.page,
      }),
  );

  app.patch(
    '/tickets/:id/statut',
    {
      schema: {
        tags: [TAG],
        summary: 'Marquer une demande résolue, ou la rouvrir',
        security: bearer,
        params: idParams,
        body: ticketStatusSchema,
        response: { 200: messageSchema, 403: errorResponseSchema, ...notTheirs },
      },
      preHandler: admin,
    },
    async (request) => {
      await support.setStatus(currentAccount(request), request.params.id, request.body.status);
      return { message: TICKET_STATUS_MESSAGES[request.body.status] };
    },
  );
};
