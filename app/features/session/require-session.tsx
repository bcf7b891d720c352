import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardRedirect } from '../../../common/session.ts';
import { requestJson } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { clearSession, useSession } from './session-store.ts';

interface CheckedAccount {
  id: number;
  typeCompte: string;
  TenantId: number;
}

type Check =
  | { token: string; state: 'valid'; account: CheckedAccount }
  | { token: string; state: 'unreachable'; message: string };

/**
 * The dashboards' guard (spec section 4): no token → `/`; the token is checked by the server
 * (`check-auth`); a token the server refuses is removed → `/`; an account on another id or
 * another role's dashboard is sent to its own. The children render only once that is settled.
 *
 * Only the server's refusal signs out. A request that never got an answer (offline, or the
 * browser dropping it because the page is being left) keeps the session and offers a retry:
 * signing out there would lose a valid session to a flaky network or a quick click.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const session = useSession();
  const token = session?.token;
  const [check, setCheck] = useState<Check | null>(null);
  const [attempt, setAttempt] = useState(0);
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
    void requestJson<CheckedAccount>('/api/users/check-auth', {
      token,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setCheck({ token, state: 'valid', account: result.body });
      else if (result.status === 401) {
        clearSession();
        void navigate('/', { replace: true });
      } else setCheck({ token, state: 'unreachable', message: result.message });
    });
    return () => controller.abort();
  }, [hydrated, token, navigate, attempt]);

  const current = check?.token === token ? check : null;
  const account = current?.state === 'valid' ? current.account : undefined;
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

  if (current?.state === 'unreachable') {
    return (
      <Center component="main" mih="60vh" px="md">
        <Stack align="center" gap="sm">
          <Text role="alert" ta="center">
            {current.message}
          </Text>
          <Button
            onClick={() => {
              setCheck(null);
              setAttempt((count) => count + 1);
            }}
          >
            Réessayer
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!account || redirect) {
    return (
      <Center component="main" mih="60vh" aria-busy="true">
        <Loader aria-label="Vérification de votre session…" />
      </Center>
    );
  }
  return children;
}
