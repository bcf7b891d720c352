import { data, type RouterContextProvider } from 'react-router';
import { appContext, type RequestSession, type RouteFailure } from '#app-context';
import type { Operations } from '#modules/operations/operations.ts';
import type { AnyOperation, PageCaller, Submission } from '#modules/operations/operation.ts';
import { readOperationForm } from './operation-form.ts';
import { answerRefusals, refuse } from './route-failure.server.ts';
import { requireDashboardAccount } from './session/dashboard-access.server.ts';

// The pages' side of an operation (decision 061): a route action offering some operations runs
// the one its form names for the session's account (the cookie), with the operation's own limit,
// guard and schemas, through the server's module (the load context). A refusal comes back with
// the API's status and French message, each field's beside it by its path.

interface RouteArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
}

const callerOf = (session: RequestSession): PageCaller =>
  session.state === 'valid' ? session.account : session.state === 'refused' ? 'refused' : null;

/** Runs the offered operation the form asks for; `offered` picks them from every operation. */
export async function operationAction(
  { context, request }: RouteArgs,
  offered: (operations: Operations) => readonly AnyOperation[],
) {
  const { operations, services, session, clientIp, sessionCookie } = context.get(appContext);
  const submitted = readOperationForm(await request.formData());
  if (!submitted) return refuse(400, 'Requête invalide.');
  const operation = offered(operations).find(({ intent }) => intent === submitted.intent);
  if (!operation) return refuse(400, 'Action inconnue.');
  const account = callerOf(await session());
  return answerRefusals(context, async () => {
    const { message, output } = await operation.perform(
      services,
      { account, clientIp },
      submitted.sent,
    );
    const done = { ok: true as const, message, output };
    // The session is over (the account deleted): the browser forgets its cookie.
    return operation.endsSession
      ? data(done, { headers: { 'Set-Cookie': sessionCookie.ended() } })
      : done;
  });
}

/** A plain form's refusal: each field's message by its name, any other one for above the form. */
export interface PlainFormRefusal {
  ok: false;
  failure: RouteFailure;
  fields: Record<string, string>;
  /** The message to show above the form: none when the fields say it. */
  refusal: string | null;
}

/**
 * Runs `operation` for a plain form's action (a page that works without JavaScript, so sends no
 * JSON parts): the parts as the action read them, for the session's caller, with the same
 * limit, guard and schemas. A refusal comes back for the page to say; any other error is thrown.
 */
export async function performFromPlainForm<Op extends AnyOperation>(
  context: Readonly<RouterContextProvider>,
  operation: Op,
  sent: Submission,
): Promise<{ ok: true } | PlainFormRefusal> {
  const { services, session, clientIp, failureOf } = context.get(appContext);
  try {
    await operation.perform(services, { account: callerOf(await session()), clientIp }, sent);
    return { ok: true };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    const details = failure.details ?? [];
    const fields = Object.fromEntries(details.map(({ field, message }) => [field, message]));
    return { ok: false, failure, fields, refusal: details.length > 0 ? null : failure.message };
  }
}

/**
 * A dashboard screen's operations: a signed-in account on another's dashboard is sent to its
 * own, as its pages are. An ended session is refused in place (401), so what was typed stays.
 */
export async function dashboardOperationAction(
  args: RouteArgs,
  offered: (operations: Operations) => readonly AnyOperation[],
) {
  const session = await args.context.get(appContext).session();
  if (session.state === 'valid') await requireDashboardAccount(args.context, args.request);
  return operationAction(args, offered);
}
