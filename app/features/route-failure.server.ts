import { data, type RouterContextProvider } from 'react-router';
import { appContext, type RouteFailure } from '#app-context';
import type { ActionFailure } from './action-outcome.ts';

/**
 * Runs an action's write; a service's refusal becomes the API's status with its French message
 * (and field messages, to show beside their inputs). Anything else is a bug: it is rethrown.
 */
export async function answerRefusals<T>(
  context: Readonly<RouterContextProvider>,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    const failure = context.get(appContext).failureOf(error);
    if (!failure) throw error;
    const details = failure.details ?? [];
    const fields = Object.fromEntries(details.map((detail) => [detail.field, detail.message]));
    return data<ActionFailure>(
      { ok: false, message: failure.message, code: failure.code, fields, details },
      answeredAs(failure),
    );
  }
}

/** An action's own refusal, before any service is asked: its message, and its fields' if any. */
export const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
  data<ActionFailure>({ ok: false, message, fields, details: [] }, { status });

/** The status a refusal is answered with, and for a limit's 429 when to come back (Retry-After). */
export function answeredAs(failure: RouteFailure): ResponseInit {
  return failure.retryAfterSeconds === undefined
    ? { status: failure.status }
    : { status: failure.status, headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
}
