// What the review forms ask their route action to do (the `intent` field).

export const REVIEW_INTENTS = {
  publish: 'publier-avis',
  edit: 'modifier-avis',
  answer: 'repondre-avis',
  report: 'signaler-avis',
  hide: 'masquer-avis',
  show: 'afficher-avis',
  closeReports: 'classer-avis',
} as const;
