import { useSubmit } from 'react-router';
import { LOGOUT_CONFIRMATION } from '#common/session.ts';
import { clearSession } from './session-store.ts';

/** The logout action (app/routes/deconnexion.ts). */
export const LOGOUT_PATH = '/deconnexion';

/**
 * Logout after the browser's confirmation: the session keys go (the cart stays), then the page
 * posts to the logout action, which ends this device's session on the server (its token is
 * refused from then on), clears the session cookie and sends the browser to `/`.
 */
export function useLogout(): () => void {
  const submit = useSubmit();
  return () => {
    if (!window.confirm(LOGOUT_CONFIRMATION)) return;
    clearSession();
    void submit(null, { method: 'post', action: LOGOUT_PATH });
  };
}
