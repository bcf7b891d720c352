/** What an account screen's form asks its route action to do (the `intent` field). */
export const ACCOUNT_INTENTS = {
  suspend: 'suspendre',
  reactivate: 'reactiver',
  approve: 'approuver',
  refuse: 'refuser',
} as const;

export type AccountIntent = (typeof ACCOUNT_INTENTS)[keyof typeof ACCOUNT_INTENTS];

/** The field naming what an intent is about. */
export type TargetField = 'accountId' | 'boutiqueId';
