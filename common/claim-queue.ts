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
  recette: 'Recette',
  commentaire: 'Commentaire du blog',
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
  boutique: {
    approve: 'Garder le texte',
    reject: 'Masquer le texte et demander une reformulation',
  },
  recette: { approve: 'Garder le texte', reject: 'Retirer la recette du blog' },
  commentaire: { approve: 'Publier le commentaire', reject: 'Ne pas publier le commentaire' },
};

/**
 * The shop's public texts the queue holds (its settings' fields), in the panel's words, and
 * what its seller is told when the team rejects one: it is off every public place until she
 * rewrites it (a shop cannot be shown without its name, so a rejected name closes it).
 */
export const BOUTIQUE_TEXTS = {
  name: {
    label: 'Nom de la boutique',
    what: 'Le nom de votre boutique',
    rejected: 'L’équipe a retiré le nom de votre boutique',
    hidden:
      'votre boutique et ses produits ne sont plus visibles des acheteurs jusqu’à ce que vous la renommiez',
    rewrite: 'renommez-la',
    panel:
      'Retiré par l’équipe : ce nom présente vos produits comme un soin. Renommez la boutique pour qu’elle soit de nouveau visible.',
  },
  description: {
    label: 'Description',
    what: 'La description de votre boutique',
    rejected: 'L’équipe a retiré la description de votre boutique',
    hidden: 'elle n’apparaît plus sur sa page jusqu’à ce que vous la reformuliez',
    rewrite: 'reformulez sa description',
    panel:
      'Retirée par l’équipe : cette description présente vos produits comme un soin. Reformulez-la pour qu’elle soit de nouveau publiée.',
  },
} as const;
export type BoutiqueText = keyof typeof BOUTIQUE_TEXTS;

/** Which of the shop's texts a queue entry's field names. */
export const boutiqueTextOf = (field: string): BoutiqueText | undefined =>
  (Object.keys(BOUTIQUE_TEXTS) as BoutiqueText[]).find(
    (key) => BOUTIQUE_TEXTS[key].label === field,
  );

export const QUEUED_TEXT_NOT_FOUND = 'Ce texte n’est plus en attente de relecture.';
export const QUEUED_TEXT_APPROVED = 'Texte approuvé.';
export const QUEUED_TEXT_REJECTED = 'Texte rejeté.';

/** Why a review is not on the product page yet: what its buyer reads beside it. */
export const REVIEW_AWAITING_TEAM =
  'En attente de relecture : l’équipe vérifie les avis qui parlent de santé avant de les publier.';
/** What a reader is told when her comment waits for the team. */
export const COMMENT_AWAITING_TEAM =
  'Merci : votre commentaire parle de santé, l’équipe le relit avant de le publier.';
/** The reason a held comment carries on the team's comment screen, until it is decided. */
export const COMMENT_HELD_REASON = 'En attente de relecture (allégations de santé).';
/** …and once the team rejected it. */
export const COMMENT_REJECTED_CLAIM =
  'Non publié : un commentaire ne peut pas présenter un produit comme un soin (politique de contenu).';

/** Why it stays off the page once the team rejected it. */
export const REVIEW_REJECTED_CLAIM =
  'Non publié : un avis ne peut pas présenter un produit comme un soin (politique de contenu).';
