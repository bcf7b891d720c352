import type { Operations } from '#modules/operations/operations.ts';

// The community forms' intents, posted with the target (`targetKind`, `targetId`) to the page's
// route action (community-actions.server.ts): those of the readers' operations.
type Writes = Operations['readers']['article'];
type CommentWrites = Operations['readers']['comments'];

export const COMMUNITY_INTENTS = {
  like: 'aimer' satisfies Writes['like']['intent'],
  rate: 'noter' satisfies Writes['rate']['intent'],
  comment: 'commenter' satisfies Writes['comment']['intent'],
  deleteComment: 'supprimer-commentaire' satisfies CommentWrites['deleteComment']['intent'],
  report: 'signaler-commentaire' satisfies CommentWrites['reportComment']['intent'],
} as const;

/** The hidden fields that name the target of a form. */
export const TARGET_FIELDS = { kind: 'targetKind', id: 'targetId' } as const;
