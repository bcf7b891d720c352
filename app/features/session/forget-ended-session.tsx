import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootLoader } from '../../root-data.ts';
import { clearSession, readSession } from './session-store.ts';

/**
 * The browser's copy of the session (the spec's storage keys) follows the server's: each time
 * the root loader answers that the request had no valid session cookie (none, expired, ended
 * elsewhere, account suspended), a stored copy is removed. Nothing is asked of the server for
 * it: the cookie went with the page's own request (spec section 4's check, decision 059).
 */
export function ForgetEndedSession() {
  const root = useRouteLoaderData<RootLoader>('root');
  useEffect(() => {
    // Only on the server's answers, never on a change of the storage: the login's copy is written
    // before the root loader answers with its new cookie.
    if (root && root.account === null && readSession()) clearSession();
  }, [root]);
  return null;
}
