/** What an order screen's form asks its route action to do (the `intent` field). */
export const ORDER_INTENTS = { changeStatus: 'statut', cancel: 'annuler' } as const;
