import { z } from 'zod';
import { ID_PATTERN, INVALID_ID_MESSAGE, MAX_ID } from './ids.ts';

// A path's id as the API and the operations (decision 061) read it: text in an address,
// converted. Apart from ./ids.ts, which the pages read without Zod (issue 13).

/** A positive integer id in a path; anything else is "Identifiant invalide.". */
export const idParamSchema = z
  .string()
  .regex(ID_PATTERN, INVALID_ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ID, INVALID_ID_MESSAGE);

/** A path with one id (`/avis/{id}`). */
export const idParamsSchema = z.object({ id: idParamSchema });
