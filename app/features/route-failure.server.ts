import { data, type RouterContextProvider } from 'react-router';
import { appContext, type RouteFailure } from '#app-context';
import type { ActionFailure } from './action-outcome.ts';

/**
 * Runs an action's write; a service's refusal becomes the API's status with its French message
 * (and field messages, to show beside their inputs). Anything else is a bug: it is rethrown.
 */
export function answerRefusals<T>(
  context: Readonly<RouterContextProvider>,
  write: () => Promise<T>,
) {
  return withRefusals(context, write, (failure) => {
    const details = failure.details ?? [];
    const fields = Object.fromEntries(details.map((detail) => [detail.field, detail.message]));
    return data<ActionFailure>(
      { ok: false, message: failure.message, code: failure.code, fields, details },
      answeredAs(failure),
    );
  });
}

/**
 * A resource route's answer for the browser's `requestJson` (app/features/api-client.ts): a
 * service's refusal is answered as the API answers it, `{ error: { code, message } }`.
 */
export function answerInJson(
  context: Readonly<RouterContextProvider>,
  write: () => Promise<Response>,
): Promise<Response> {
  return withRefusals(context, write, jsonRefusal);
}

/** A refusal in the API's shape and status (with Retry-After for a limit's 429). */
export function jsonRefusal(failure: RouteFailure): Response {
  const { code, message, details } = failure;
  const error = details ? { code, message, details } : { code, message };
  return Response.json({ error }, answeredAs(failure));
}

async function withRefusals<T, Refused>(
  context: Readonly<RouterContextProvider>,
  write: () => Promise<T>,
  refused: (failure: RouteFailure) => Refused,
): Promise<T | Refused> {
  try {
    return await write();
  } catch (error) {
    const failure = context.get(appContext).failureOf(error);
    if (!failure) throw error;
    return refused(failure);
  }
}

/** An action's own refusal, before any service is asked: its message, and its fields' if any. */
export const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
  data<ActionFailure>({ ok: false, message, fields, details: [] }, { status });

/** A form its schema refused (400): each message beside its field, the first one also above. */
export const refuseFields = (fields: Record<string, string>) =>
  refuse(400, Object.values(fields)[0] ?? 'Formulaire invalide.', fields);

/** The status a refusal is answered with, and for a limit's 429 when to come back (Retry-After). */
export function answeredAs(failure: RouteFailure): ResponseInit {
  return failure.retryAfterSeconds === undefined
    ? { status: failure.status }
    : { status: failure.status, headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
}

/**
 * A page's `headers` export for an action that may be refused past a limit: React Router passes
 * an action's cookies on by itself, not its other headers, so the 429's Retry-After is copied.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const wait = actionHeaders.get('Retry-After');
  return new Headers(wait === null ? undefined : { 'Retry-After': wait });
}
