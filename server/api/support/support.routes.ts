import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELP_AUDIENCES } from '#common/help-centre.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { TICKET_STATUSES } from '#common/support.ts';
import type { SupportService } from '#modules/support/support.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface SupportRoutesOptions {
  support: SupportService;
}

const TAG = 'Assistance';
const bearer = [{ bearerAuth: [] }];
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

/**
 * A buyer's or seller's tickets; the team answers through the same conversation (`/api/support`).
 * Opening one and writing in it are operations: core/support/support.operations.ts.
 */
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

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Une demande et sa conversation (son auteur ou l’équipe)',
        security: bearer,
        params: idParamsSchema,
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
        params: idParamsSchema,
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
};

/** The team's tickets screen (`/api/admin/tickets`); a ticket's status is an operation. */
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
};
