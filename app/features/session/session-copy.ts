import type { Session } from '#common/session.ts';
import { writeSession } from './session-store.ts';

/**
 * The login and registration pages' `clientAction`: their action's answer, whose session is
 * copied under the spec's storage keys (spec section 7) before React Router reads the page's
 * loader again, which, with the new session cookie, sends the account to its dashboard.
 */
export async function keepSessionCopy<
  Answer extends { ok: true; session: Session } | { ok: false },
>(answer: Promise<Answer>): Promise<Answer> {
  const settled = await answer;
  if (settled.ok) writeSession(settled.session);
  return settled;
}
