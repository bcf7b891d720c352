import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  ACCOUNT_SORT_COLUMNS,
  accountDetailSchema,
  accountOrderSchema,
  accountRowSchema,
  accountTableQuery,
  BOUTIQUE_APPROVALS,
} from '#common/account-admin.ts';
import { PAGE_SIZE_OPTIONS } from '#common/data-tables.ts';
import { idParamSchema } from '#common/id-params.ts';
import type { AccountAdminService } from '#modules/account-admin/account-admin.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface AccountAdminRoutesOptions {
  accountAdmin: AccountAdminService;
}

const bearer = [{ bearerAuth: [] }];
const tags = ['Administration : comptes'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const accountParams = z.object({ id: idParamSchema });

/** The tables' address parameters (common/data-tables.ts); a page or size not understood gives the default. */
const tableParams = z.object({
  page: z.string().optional(),
  taille: z
    .string()
    .optional()
    .describe(`${PAGE_SIZE_OPTIONS.join(', ')} ou tout (10 par défaut, tout s’arrête à 1 000)`),
  q: z.string().optional().describe('Nom, e-mail, téléphone ou ville'),
  tri: z.enum(ACCOUNT_SORT_COLUMNS).optional(),
  ordre: z.enum(['asc', 'desc']).optional(),
});
const sellerTableParams = tableParams.extend({ validation: z.enum(BOUTIQUE_APPROVALS).optional() });

const tablePage = z.object({
  rows: z.array(accountRowSchema),
  total: z.number().int(),
  /** The page shown: the last one when the one asked for is past the end. */
  page: z.number().int(),
  pageCount: z.number().int(),
});

/** The query string as URLSearchParams, for the same reader the pages use. */
const searchParams = (query: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * The back-office's accounts (issue 14): the tables and an account. Suspension and a boutique's
 * approval are operations (core/account-admin/account-admin.operations.ts).
 */
export const accountAdminRoutes: FastifyPluginAsyncZod<AccountAdminRoutesOptions> = async (
  app,
  { accountAdmin },
) => {
  app.get(
    '/vendeurs',
    {
      schema: {
        tags,
        summary: 'Table des vendeurs, une page à la fois',
        security: bearer,
        querystring: sellerTableParams,
        response: { 200: tablePage, ...errors },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => {
      const { rows, total, query, pageCount } = await accountAdmin.sellers(
        currentAccount(request),
        accountTableQuery(searchParams(request.query)),
      );
      return { rows, total, page: query.page, pageCount };
    },
  );

  app.get(
    '/acheteurs',
    {
      schema: {
        tags,
        summary: 'Table des acheteurs, une page à la fois',
        security: bearer,
        querystring: tableParams,
        response: { 200: tablePage, ...errors },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => {
      const { rows, total, query, pageCount } = await accountAdmin.buyers(
        currentAccount(request),
        accountTableQuery(searchParams(request.query)),
      );
      return { rows, total, page: query.page, pageCount };
    },
  );

  app.get(
    '/comptes/:id',
    {
      schema: {
        tags,
        summary: 'Un compte : identité, statut, boutique, commandes',
        security: bearer,
        params: accountParams,
        response: { 200: accountDetailSchema, ...errors },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => accountAdmin.detail(currentAccount(request), request.params.id),
  );

  app.get(
    '/comptes/:id/commandes',
    {
      schema: {
        tags,
        summary: `Les commandes du compte, les plus récentes d’abord (${ACCOUNT_ORDERS_PAGE_SIZE} par page)`,
        description: 'Vendeur : les commandes reçues par sa boutique ; acheteur : les siennes.',
        security: bearer,
        params: accountParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) }),
        response: {
          200: z.object({
            orders: z.array(accountOrderSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageCount: z.number().int(),
          }),
          ...errors,
        },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) =>
      accountAdmin.orders(currentAccount(request), request.params.id, request.query.page),
  );
};
