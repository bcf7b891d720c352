import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changedPriceSchema } from '#common/orders.ts';

/**
 * One input to fix: its dotted path in the request, or a CSV import's column and line. For a
 * checkout refused with PRICE_CHANGED (409), a line whose price changed, with its prices.
 */
const fieldProblemSchema = z.object({
  field: z.string().meta({ example: 'delivery.phone' }),
  message: z.string().meta({ example: 'Le numéro de téléphone est requis.' }),
  line: z.number().int().optional().describe('Ligne du fichier (import CSV ; en-tête = 1)'),
  ...changedPriceSchema.omit({ field: true, message: true }).partial().shape,
});

/** The JSON body of every API error, for the OpenAPI document. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'NOT_FOUND' }),
      message: z.string().meta({ example: 'Produit introuvable.' }),
      details: z
        .array(fieldProblemSchema)
        .optional()
        .describe(
          'Chaque champ refusé avec son message (400) ; les lignes dont le prix a changé (409)',
        ),
    }),
  })
  .meta({ id: 'Erreur' });

/**
 * Documents, on every route registered after it in `api`, the errors any route of its kind can
 * answer: 400 when it validates input, 401 when it needs a token, 404 when its path names a
 * resource, 500 always. Statuses that depend on the route (403 for a role, 409, 429 for a
 * limit…) stay declared on the route, and so does any status the route declares itself.
 */
export function documentCommonErrors(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    if (schema.hide) return;
    const statuses = [500];
    if (schema.body || schema.querystring || schema.params || schema.headers) statuses.push(400);
    if (schema.security?.length) statuses.push(401);
    if (schema.params) statuses.push(404);
    const common = Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
    route.schema = { ...schema, response: { ...common, ...(schema.response as object) } };
  });
}
