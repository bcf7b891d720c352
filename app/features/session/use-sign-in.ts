import { useNavigate, useSearchParams } from 'react-router';
import {
  dashboardPath,
  dashboardRoot,
  RETURN_PARAM,
  safeReturnPath,
  type Session,
} from '../../../common/session.ts';
import { writeSession } from './session-store.ts';

/**
 * Stores the new session and opens the dashboard page the visitor was sent away from
 * (`?retour=`, a path of this site; the dashboard's guard sends an account elsewhere home), or
 * the account's dashboard (spec section 4): a seller goes to its dashboard, then is replaced by
 * its statistics page.
 */
export function useSignIn(): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get(RETURN_PARAM));
  return async (session) => {
    writeSession(session);
    if (back) {
      await navigate(back, { replace: true });
    } else if (session.typeCompte === 'VENDEUR') {
      await navigate(dashboardRoot(session));
      await navigate(dashboardPath(session), { replace: true });
    } else {
      await navigate(dashboardPath(session));
    }
  };
}
