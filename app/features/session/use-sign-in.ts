import { useNavigate } from 'react-router';
import { dashboardPath, dashboardRoot, type Session } from '../../../common/session.ts';
import { writeSession } from './session-store.ts';

/**
 * Stores the new session and opens the account's dashboard (spec section 4): a seller goes to
 * its dashboard, then is replaced by its statistics page.
 */
export function useSignIn(): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  return async (session) => {
    writeSession(session);
    if (session.typeCompte === 'VENDEUR') {
      await navigate(dashboardRoot(session));
      await navigate(dashboardPath(session), { replace: true });
    } else {
      await navigate(dashboardPath(session));
    }
  };
}
