import type { ActionOutcome } from '../../app/features/action-outcome.ts';

/** A route action's outcome as the page reads it, whether answered bare or with a status. */
export const pageOutcome = (answer: unknown) =>
  ((answer as { data?: unknown }).data ?? answer) as ActionOutcome;
