import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { ActionDone } from './action-outcome.ts';
import { readFormFields } from './form-fields.ts';
import { answerRefusals, refuseFields } from './route-failure.server.ts';

/**
 * A route action's form: its fields checked by the schema the API shares, then the write, which
 * returns the confirmation to show. A refusal names its field, for the form to show it beside it.
 */
export async function withFields<Field extends string, Output>(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  fields: readonly Field[],
  schema: z.ZodType<Output>,
  write: (data: Output) => Promise<string>,
) {
  const reading = readFormFields(form, fields, schema);
  if (!reading.ok) {
    const errors = Object.fromEntries(
      Object.entries(reading.errors).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return refuseFields(errors);
  }
  return answerRefusals(context, async (): Promise<ActionDone> => ({
    ok: true,
    message: await write(reading.data),
  }));
}
