import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardRedirect } from '../../../common/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { clearSession, useSession } from './session-store.ts';

interface CheckedAccount {
  id: number;
  typeCompte: string;
  TenantId: number;
}

/**
 * The dashboards' guard (spec section 4): no token → `/`; the token is checked by the server
 * (`check-auth`); a refused token is removed → `/`; an account on another id or another role's
 * dashboard is sent to its own. The children render only once all of that is settled.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const session = useSession();
  const token = session?.token;
  const [checked, setChecked] = useState<{ token: string; account: CheckedAccount } | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // While hydrating, storage is not read yet (the server has none): decide only after.
    if (!hydrated) return;
    if (!token) {
      void navigate('/', { replace: true });
      return;
    }
    const controller = new AbortController();
    fetch('/api/users/check-auth', {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`check-auth ${response.status}`);
        setChecked({ token, account: (await response.json()) as CheckedAccount });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        clearSession();
        void navigate('/', { replace: true });
      });
    return () => controller.abort();
  }, [hydrated, token, navigate]);

  const account = checked?.token === token ? checked?.account : undefined;
  // The server's answer decides the role and ids, not what the browser stored.
  const redirect = account
    ? dashboardRedirect(
        { typeCompte: account.typeCompte, tenantId: account.TenantId, userId: account.id },
        pathname,
      )
    : null;
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (!account || redirect) {
    return (
      <Center component="main" mih="60vh" aria-busy="true">
        <Loader aria-label="Vérification de votre session…" />
      </Center>
    );
  }
  return children;
}
