/** What an account screen's form asks its route action to do (the `intent` field). */
export const ACCOUNT_INTENTS = {
  suspend: 'suspendre',
  reactivate: 'reactiver',
  approve: 'approuver',
  refuse: 'refuser',
} as const;
