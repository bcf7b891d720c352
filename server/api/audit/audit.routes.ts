import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { journalQuery } from '#common/audit-journal.ts';
import type { AuditService } from '#modules/audit/audit.service.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { searchParamsOf, tableQuerystring } from '../table-query.ts';

export interface AuditRoutesOptions {
  audit: AuditService;
}

const entrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.number().int().nullable(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  targetLabel: z.string(),
  reason: z.string().nullable(),
});

const journalSchema = z.object({
  rows: z.array(entrySchema),
  total: z.number().int(),
  pageCount: z.number().int(),
  admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** The audit log, for the team (ADMIN). */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { audit }) => {
  app.get(
    '/journal',
    {
      schema: {
        tags: ['Journal'],
        summary: 'Journal des actions des administrateurs, le plus récent d’abord',
        description:
          'Filtres (paramètres de l’adresse) : action=produit.retire, cible=produit, admin={id}, ' +
          'du=AAAA-MM-JJ, au=AAAA-MM-JJ, q= (libellé de la cible, raison) ; ' +
          'pagination : page, taille=10|25|50|100|tout.',
        security: [{ bearerAuth: [] }],
        querystring: tableQuerystring.extend({
          action: z.string().optional().describe('Action, ex. produit.retire'),
          cible: z.string().optional().describe('Type de cible, ex. produit'),
          admin: z.string().optional().describe('Identifiant du compte administrateur'),
          du: z.string().optional().describe('Premier jour, AAAA-MM-JJ'),
          au: z.string().optional().describe('Dernier jour, AAAA-MM-JJ'),
        }),
        response: { 200: journalSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => audit.page(journalQuery(searchParamsOf(request.query))),
  );
};
