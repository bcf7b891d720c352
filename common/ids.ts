import { z } from 'zod';

const INVALID_ID_MESSAGE = 'Identifiant invalide.';

/** Database ids are PostgreSQL integers: 1 to 2 147 483 647. */
const MAX_ID = 2_147_483_647;

/** A positive integer id as it arrives in a URL; anything else is "Identifiant invalide.". */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, INVALID_ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_ID, INVALID_ID_MESSAGE);

/** Returns the id, or undefined when the text is not a valid id. */
export function parseId(text: string | undefined): number | undefined {
  const parsed = idParamSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}
