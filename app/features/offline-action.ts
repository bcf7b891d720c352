import { data } from 'react-router';
import type { ActionFailure } from './action-outcome.ts';

/** The server could not be reached: nothing is known of what it did. */
export const OFFLINE_MESSAGE =
  'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.';

/**
 * A route's clientAction for a write a phone may send on a dropped connection (the checkout):
 * the server action's answer as it is; when the server could not be reached, a refusal saying
 * so, instead of the route's error page. Answered 503, so the page's data is not loaded again
 * either: the form stays as typed, for the buyer to send again.
 */
export async function answerOffline<Answer>({
  serverAction,
}: {
  serverAction: () => Promise<Answer>;
}) {
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError when no answer came; a thrown Response (a redirect) or
    // an error the server answered is React Router's to handle.
    if (!(error instanceof TypeError)) throw error;
    return data<ActionFailure>(
      { ok: false, message: OFFLINE_MESSAGE, fields: {}, details: [] },
      { status: 503 },
    );
  }
}
