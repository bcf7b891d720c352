import { data, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import type { ActionFailure } from './action-outcome.ts';

/**
 * Runs an action's write; a service's refusal becomes the API's status with its French message
 * (and field messages, to show beside their inputs). Anything else is a bug: it is rethrown.
 */
export async function answerRefusals<T>(
  context: Readonly<RouterContextProvider>,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    const failure = context.get(appContext).failureOf(error);
    if (!failure) throw error;
    const fields = Object.fromEntries(
      (failure.details ?? []).map((detail) => [detail.field, detail.message]),
    );
    return data<ActionFailure>(
      { ok: false, message: failure.message, fields },
      { status: failure.status },
    );
  }
}
