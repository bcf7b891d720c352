import { useNavigate } from 'react-router';
import { LOGOUT_CONFIRMATION } from '../../../common/session.ts';
import { requestJson } from '../api-client.ts';
import { clearSession, readSession } from './session-store.ts';

/**
 * Logout after the browser's confirmation: the server ends this device's session (its token is
 * refused from then on), the session keys go, the cart stays, back to `/`. Offline, the keys
 * still go: the session then ends when it expires.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    if (!window.confirm(LOGOUT_CONFIRMATION)) return;
    const token = readSession()?.token;
    if (token) void requestJson('/api/users/logout', { method: 'POST', token });
    clearSession();
    void navigate('/');
  };
}
