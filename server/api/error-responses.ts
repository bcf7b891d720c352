import { z } from 'zod';

/** The JSON body of every API error, for the OpenAPI document. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'NOT_FOUND' }),
      message: z.string().meta({ example: 'Produit introuvable.' }),
    }),
  })
  .meta({ id: 'Erreur' });
