import { z } from 'zod';

// Forms send text: a number typed in a form arrives as « 5 » or « 19,25 », a ticked box as
// 'on'. JSON sends numbers and booleans, and the API refuses "5" where a number is expected
// (issue 45). So each write's schema takes the JSON types, and the page actions read their
// form through these wrappers, which turn the form's text into those types first.

/** « 5 », « 19,25 », « 19.25 » as the number people mean; anything else stays as it came. */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim().replace(',', '.');
  if (typed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : value;
}

/** A number field of a form: its text read as a number, then checked by `schema`. */
export const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess(typedNumber, schema);

/** A check box of a form: ticked ('on', or 'true' from a fetcher), or not sent at all. */
export const formCheckbox = () =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());
