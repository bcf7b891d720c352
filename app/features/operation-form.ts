import type { z } from 'zod';
import type { AnyOperation, OutputOf, Submission } from '#modules/operations/operation.ts';
import type { ActionDone } from './action-outcome.ts';

// How a page sends an operation (decision 061) to its route action: a form whose `intent` names
// the operation, and whose other fields carry, as JSON, the parts the REST route takes: the
// path's `params`, the body's `input`, and the idempotency key. Values keep their JSON types, so
// the route action checks them with the very schemas the REST route uses.

type Part<Schema> = [NonNullable<Schema>] extends [z.ZodType]
  ? z.input<NonNullable<Schema>>
  : never;

/** What a page sends for `Op`, typed by its schemas. */
export type PartsOf<Op extends AnyOperation> = ([Part<Op['params']>] extends [never]
  ? unknown
  : { params: Part<Op['params']> }) &
  ([Part<Op['input']>] extends [never] ? unknown : { input: Part<Op['input']> }) &
  ([NonNullable<Op['idempotencyKey']>] extends [never] ? unknown : { idempotencyKey: string });

/** What the route action answers once `Op` is done: its confirmation and the API's answer body. */
export type OperationDone<Op extends AnyOperation> = ActionDone & {
  output: OutputOf<Op['answers']>;
};

const FIELDS = ['params', 'input', 'idempotencyKey'] as const;

export function operationForm(intent: string, parts: Submission): Record<string, string> {
  const form: Record<string, string> = { intent };
  for (const field of FIELDS) {
    if (parts[field] !== undefined) form[field] = JSON.stringify(parts[field]);
  }
  return form;
}

/** The operation a page's form asks for and its parts; null when a part is not JSON. */
export function readOperationForm(form: FormData): { intent: string; sent: Submission } | null {
  const sent: Submission = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value !== 'string') continue;
    try {
      sent[field] = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return { intent: String(form.get('intent') ?? ''), sent };
}
