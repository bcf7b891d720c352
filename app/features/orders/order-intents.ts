/** What an order screen's form asks its route action to do (the `intent` field). */
export const ORDER_INTENTS = {
  changeStatus: 'statut',
  cancel: 'annuler',
  /** The team's cancellation, with its reason (`motif`). */
  cancelWithReason: 'annuler-avec-motif',
} as const;
