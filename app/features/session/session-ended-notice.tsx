import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SESSION_ENDED_PARAM } from '#common/session.ts';
import { toastFailure } from '../toasts.ts';
import { clearSession } from './session-store.ts';

/**
 * On the page a dashboard's guard sent the visitor to (the sign-in page, common/session.ts):
 * forgets the browser's stored session, says why when a session has ended, and drops that part
 * of the query (the page to open again once signed in stays).
 */
export function SessionEndedNotice() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reason = searchParams.get(SESSION_ENDED_PARAM);

  useEffect(() => {
    if (reason !== 'expiree' && reason !== 'absente') return;
    clearSession();
    if (reason === 'expiree') {
      toastFailure('Session terminée', 'Votre session a pris fin. Veuillez vous reconnecter.');
    }
    const kept = new URLSearchParams(searchParams);
    kept.delete(SESSION_ENDED_PARAM);
    const search = kept.toString();
    void navigate(`${pathname}${search ? `?${search}` : ''}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [reason, navigate, pathname, searchParams]);

  return null;
}
