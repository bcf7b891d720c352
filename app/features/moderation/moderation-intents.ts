// What the moderation screen's buttons ask its route action to do (the `intent` field).

export const MODERATION_INTENTS = {
  withdraw: 'retirer',
  restore: 'remettre',
  closeReports: 'classer',
  withdrawRecipe: 'retirer-recette',
} as const;

/** The « À relire » queue's decisions (the `queueId` field names the text). */
export const CLAIM_QUEUE_INTENTS = {
  approve: 'approuver',
  reject: 'rejeter',
} as const;
