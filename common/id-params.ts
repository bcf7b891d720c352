import { z } from 'zod';
import { ID_PATTERN, INVALID_ID_MESSAGE, MAX_ID } from './ids.ts';

/** A positive integer id in a path; anything else is "Identifiant invalide.". */
export const idParamSchema = z
  .string()
  .regex(ID_PATTERN, INVALID_ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ID, INVALID_ID_MESSAGE);

/** The path of a write on one record (`/adresses/:id`), as an operation's params. */
export const idParamsSchema = z.object({ id: idParamSchema });
