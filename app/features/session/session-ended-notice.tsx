import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SESSION_ENDED_PARAM } from '../../../common/session.ts';
import { toastFailure } from '../toasts.ts';
import { clearSession } from './session-store.ts';

/**
 * On the page a dashboard's guard sent the visitor to (common/session.ts): forgets the
 * browser's stored session, says why when a session has ended, and drops the query.
 */
export function SessionEndedNotice() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reason = searchParams.get(SESSION_ENDED_PARAM);

  useEffect(() => {
    if (reason !== 'expiree' && reason !== 'absente') return;
    clearSession();
    if (reason === 'expiree') {
      toastFailure('Session terminée', 'Votre session a pris fin. Veuillez vous reconnecter.');
    }
    void navigate('/', { replace: true, preventScrollReset: true });
  }, [reason, navigate]);

  return null;
}
