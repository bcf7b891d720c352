import { z } from 'zod';
import { ID_PATTERN, INVALID_ID_MESSAGE, MAX_ID } from './ids.ts';

// An id in an address, for the REST routes and the operations the pages send (common/ids.ts
// reads the same rule without Zod).

/** A positive integer id in a path; anything else is "Identifiant invalide.". */
export const idParamSchema = z
  .string()
  .regex(ID_PATTERN, INVALID_ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ID, INVALID_ID_MESSAGE);

/** An address naming one resource by its id (`/…/:id`); a page sends it as text too. */
export const idParamsSchema = z.object({ id: idParamSchema });
