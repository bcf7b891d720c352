import { z } from 'zod';

// A plain form's fields read by a route action (a page that works without JavaScript): each as
// the text typed ('' when missing), checked by the schema the API shares, one message per field.

export type FormFieldsReading<Field extends string, Output> =
  | { ok: true; values: Record<Field, string>; data: Output }
  | { ok: false; values: Record<Field, string>; errors: Partial<Record<Field, string>> };

export function readFormFields<Field extends string, Output>(
  form: FormData,
  fields: readonly Field[],
  schema: z.ZodType<Output>,
): FormFieldsReading<Field, Output> {
  const values = Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Field, string>;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, values, data: parsed.data };
  const { fieldErrors } = z.flattenError(parsed.error) as { fieldErrors: Record<string, string[]> };
  const errors = Object.fromEntries(fields.map((field) => [field, fieldErrors[field]?.[0]]));
  return { ok: false, values, errors: errors as Partial<Record<Field, string>> };
}

/** The fields the form sent, as typed; one it did not send stays absent (an optional step). */
export function sentFields<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = form.get(field);
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  ) as Partial<Record<Field, string>>;
}
