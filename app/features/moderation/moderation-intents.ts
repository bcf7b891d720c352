// What the moderation screen's buttons ask its route action to do (the `intent` field).

export const MODERATION_INTENTS = {
  withdraw: 'retirer',
  restore: 'remettre',
  closeReports: 'classer',
  withdrawRecipe: 'retirer-recette',
} as const;
