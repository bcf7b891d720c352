/** What the notifications screen's forms ask its route action to do (the `intent` field). */
export const NOTIFICATION_INTENTS = { markRead: 'lire', markAllRead: 'tout-lire' } as const;
