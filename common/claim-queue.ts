// The team's « Allégations de santé » queue (issue 45): texts a visitor reads that the claim
// screen (common/health-claims.ts) finds only suspicious, and buyers' reviews that it would
// refuse (a testimony is the buyer's own words: held back for the team rather than refused).
// Shared by the back-office's page, its actions and the API.

/** What a queued text belongs to. */
export const QUEUED_SUBJECTS = {
  avis: 'Avis d’acheteur',
  reponse: 'Réponse de la boutique',
  produit: 'Produit',
  boutique: 'Boutique',
} as const;
export type QueuedSubject = keyof typeof QUEUED_SUBJECTS;

export const QUEUE_STATUSES = ['en_attente', 'approuvee', 'rejetee'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** A text waiting for the team. */
export interface QueuedText {
  id: number;
  subject: QueuedSubject;
  subjectId: number;
  /** The field, in the form's words (« Description », « Nom du producteur »…). */
  field: string;
  /** What the text belongs to: the product's or the boutique's name. */
  label: string;
  text: string;
  /** The words that put it in the queue, as written. */
  words: string[];
  createdAt: string;
}

/** What each decision does, said beside its button. */
export const DECISION_EFFECTS: Record<QueuedSubject, { approve: string; reject: string }> = {
  avis: { approve: 'Publier l’avis', reject: 'Ne pas publier l’avis' },
  reponse: { approve: 'Garder la réponse', reject: 'Retirer la réponse' },
  produit: { approve: 'Garder le texte', reject: 'Retirer le produit de la vente' },
  boutique: { approve: 'Garder le texte', reject: 'Demander une reformulation' },
};

export const QUEUED_TEXT_NOT_FOUND = 'Ce texte n’est plus en attente de relecture.';
export const QUEUED_TEXT_APPROVED = 'Texte approuvé.';
export const QUEUED_TEXT_REJECTED = 'Texte rejeté.';

/** Why a review is not on the product page yet: what its buyer reads beside it. */
export const REVIEW_AWAITING_TEAM =
  'En attente de relecture : l’équipe vérifie les avis qui parlent de santé avant de les publier.';
/** Why it stays off the page once the team rejected it. */
export const REVIEW_REJECTED_CLAIM =
  'Non publié : un avis ne peut pas présenter un produit comme un soin (politique de contenu).';
