import type { FieldProblem } from '#modules/errors.ts';

// What a route action answers, for the screen that posted to it (a fetcher's `data`).

export interface ActionDone {
  ok: true;
  /** The confirmation to show. */
  message: string;
}

export interface ActionFailure {
  ok: false;
  /** The server's French message. */
  message: string;
  /** The API's error code of a service's refusal (`PRICE_CHANGED`, `UNAUTHENTICATED`…). */
  code?: string;
  /** The French message of each input to fix, by field name, shown beside it. */
  fields: Record<string, string>;
  /** Every problem as the service listed it (a CSV import's report gives each line's). */
  details: FieldProblem[];
}

export type ActionOutcome = ActionDone | ActionFailure;
