import { RouterContextProvider } from 'react-router';
import { appContext, type RequestSession } from '#app-context';
import type { ActionOutcome } from '../../app/features/action-outcome.ts';
import { operationForm } from '../../app/features/operation-form.ts';
import type { Submission } from '#modules/operations/operation.ts';
import { Unauthenticated } from '#modules/errors.ts';
import { operations } from '#modules/operations/operations.ts';
import { routeFailureOf } from '../../server/plugins/errors.ts';
import { READER_COOKIE, requestReader } from '../../server/plugins/reader-cookie.ts';
import { pageSessionCookie, sessionCookieOptions } from '../../server/plugins/session-cookie.ts';
import type { TestApp } from './test-app.ts';

// A page's own loader or action, called in-process as React Router calls it on the server, on
// the test app's real services and database, for the session of `token` (the session cookie's
// value). For checks of the pages' server side that need no browser: who may load and post.

type RouteArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string>;
};
type RouteFunction = (args: never) => unknown;

function contextFor(
  testApp: TestApp,
  token: string | undefined,
  clientIp: string,
  readerCookie: string | undefined,
): RouterContextProvider {
  const context = new RouterContextProvider();
  let checked: Promise<RequestSession> | undefined;
  const check = async (): Promise<RequestSession> => {
    if (!token) return { state: 'none' };
    try {
      return { state: 'valid', account: await testApp.services.accounts.authenticate(token) };
    } catch (error) {
      if (error instanceof Unauthenticated) return { state: 'refused' };
      throw error;
    }
  };
  const session = () => (checked ??= check());
  context.set(appContext, {
    services: testApp.services,
    operations,
    brandName: testApp.config.brandName,
    publicUrl: testApp.config.publicUrl,
    mediaBaseUrl: testApp.config.media.baseUrl,
    cspNonce: 'test',
    keptForOthers: false,
    clientIp,
    shopContact: testApp.config.shopContact,
    session,
    sessionCookie: pageSessionCookie(sessionCookieOptions(testApp.config)),
    reader: requestReader(
      { [READER_COOKIE]: readerCookie },
      testApp.services.readerTokens,
      async () => {
        const current = await session();
        return current.state === 'valid' ? current.account : null;
      },
      { secure: false },
    ),
    failureOf: routeFailureOf,
  });
  return context;
}

/**
 * What the route answers: its data, or the Response it throws (a guard's redirect). `form`
 * makes it a POST of that form (an action; a FormData is sent as multipart, files included);
 * none, a GET (a loader).
 */
export async function callPageRoute(
  testApp: TestApp,
  route: RouteFunction,
  path: string,
  token: string | undefined,
  options: {
    form?: Record<string, string> | FormData;
    params?: Record<string, string>;
    /** The client's address, for the per-address limits (one fixed address unless told). */
    clientIp?: string;
    /** The anonymous reader's cookie (its token), for the community's forms. */
    readerCookie?: string;
  } = {},
): Promise<unknown> {
  const url = new URL(path, testApp.config.publicUrl);
  const { form } = options;
  const request = form
    ? new Request(url, {
        method: 'POST',
        body: form instanceof FormData ? form : new URLSearchParams(form),
      })
    : new Request(url);
  const args: RouteArgs = {
    request,
    context: contextFor(testApp, token, options.clientIp ?? '192.0.2.1', options.readerCookie),
    params: options.params ?? {},
  };
  try {
    return await (route as (args: RouteArgs) => unknown)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * A page's action asked for an operation (decision 061) as its form sends it, with the session
 * of `token`: its outcome (a refusal's, whose status is the API's, unwrapped).
 */
export async function performOnPage(
  testApp: TestApp,
  action: RouteFunction,
  path: string,
  token: string | undefined,
  intent: string,
  sent: Submission,
): Promise<ActionOutcome & { output?: unknown }> {
  const answer = await callPageRoute(testApp, action, path, token, {
    form: operationForm(intent, sent),
  });
  if (answer instanceof Response)
    throw new Error(`${answer.status} ${answer.headers.get('location')}`);
  return ((answer as { data?: unknown }).data ?? answer) as ActionOutcome;
}
