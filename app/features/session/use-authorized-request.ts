import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { requestJson, type ApiRequest, type ApiResult } from '../api-client.ts';
import { clearSession, useSession } from './session-store.ts';

// The dashboards' calls to the API: the session's token goes along, and a 401 (token expired or
// revoked) signs out and goes home, as the spec's guard does. Other failures are left to the
// screen, in the server's French words.

export type AuthorizedRequest = <T>(
  url: string,
  request?: Omit<ApiRequest, 'token'>,
) => Promise<ApiResult<T>>;

export const SESSION_EXPIRED_MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';

type Send = <T>(url: string, request: ApiRequest) => Promise<ApiResult<T>>;

/** Sends with the token; without one, or on a 401 answer, calls `onUnauthorized`. */
export async function sendAuthorized<T>(
  url: string,
  request: Omit<ApiRequest, 'token'>,
  token: string | undefined,
  onUnauthorized: () => void,
  send: Send = requestJson,
): Promise<ApiResult<T>> {
  if (!token) {
    onUnauthorized();
    return { ok: false, status: 401, message: SESSION_EXPIRED_MESSAGE };
  }
  const result = await send<T>(url, { ...request, token });
  if (!result.ok && result.status === 401) onUnauthorized();
  return result;
}

/** `requestJson` with the signed-in account's token; a refused token signs out and goes to `/`. */
export function useAuthorizedRequest(): AuthorizedRequest {
  const token = useSession()?.token;
  const navigate = useNavigate();
  return useCallback(
    <T>(url: string, request: Omit<ApiRequest, 'token'> = {}) =>
      sendAuthorized<T>(url, request, token, () => {
        clearSession();
        void navigate('/', { replace: true });
      }),
    [token, navigate],
  );
}
