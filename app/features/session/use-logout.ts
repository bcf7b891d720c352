import { useNavigate } from 'react-router';
import { LOGOUT_CONFIRMATION } from '../../../common/session.ts';
import { clearSession } from './session-store.ts';

/** Logout after the browser's confirmation: the session keys go, the cart stays, back to `/`. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    if (!window.confirm(LOGOUT_CONFIRMATION)) return;
    clearSession();
    void navigate('/');
  };
}
