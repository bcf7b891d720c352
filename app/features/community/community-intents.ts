// The community forms' intents, posted with the target (`targetKind`, `targetId`) to the page's
// route action (community-actions.server.ts).
export const COMMUNITY_INTENTS = {
  like: 'aimer',
  rate: 'noter',
  comment: 'commenter',
  deleteComment: 'supprimer-commentaire',
  report: 'signaler-commentaire',
} as const;

/** The hidden fields that name the target of a form. */
export const TARGET_FIELDS = { kind: 'targetKind', id: 'targetId' } as const;
