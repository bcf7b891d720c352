import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { requestJson } from '../api-client.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { clearSession, useSession } from './session-store.ts';

/**
 * The browser's half of the dashboards' guard. The server already decided who sees the page
 * (dashboard-access.server.ts), so nothing waits here: once the page is interactive, the
 * stored token is checked (`check-auth`, spec section 4) and, if the server refuses it, the
 * stored session is removed and the visitor sent to `/`. A request that got no answer
 * (offline) changes nothing: the page is already shown.
 */
export function ForgetRefusedSession() {
  const hydrated = useHydrated();
  const token = useSession()?.token;
  const navigate = useNavigate();

  useEffect(() => {
    if (!hydrated || !token) return;
    const controller = new AbortController();
    void requestJson('/api/users/check-auth', { token, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted || result.ok || result.status !== 401) return;
        clearSession();
        void navigate('/', { replace: true });
      },
    );
    return () => controller.abort();
  }, [hydrated, token, navigate]);

  return null;
}
