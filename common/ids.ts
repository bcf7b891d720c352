// Ids as they arrive in a URL, read without Zod: the pages that parse them load no schema library
// (issue 13). The API's parameter schema (common/id-params.ts) applies the same rule.

export const INVALID_ID_MESSAGE = 'Identifiant invalide.';

/** Database ids are PostgreSQL integers: 1 to 2 147 483 647. */
export const MAX_ID = 2_147_483_647;

/** Digits only, no leading zero, at most ten of them. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Returns the id, or undefined when the text is not a valid id. */
export function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
