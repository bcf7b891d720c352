import { data, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import type { Session } from '#common/session.ts';

// What the login and registration pages' actions share: where the new session comes from, and
// their answer once it is open.

/** The client's address (the per-address limits count it) and browser, kept with the session. */
export function clientOrigin(context: Readonly<RouterContextProvider>, request: Request) {
  return {
    ip: context.get(appContext).clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
}

/**
 * Signed in: the session cookie (the site's only credential from now on), and the session for
 * the browser's copy under the spec's storage keys (app/features/session/session-copy.ts).
 */
export function signedIn(context: Readonly<RouterContextProvider>, session: Session) {
  const cookie = context.get(appContext).sessionCookie.opened(session.token);
  return data({ ok: true as const, session }, { headers: { 'Set-Cookie': cookie } });
}
