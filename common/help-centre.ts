// The help centre's FAQ (issue 19): one list for buyers, one for sellers, written by the team in
// the back-office; a search matches the question, accents and case ignored.

/** Who a question (or a ticket) is for: the buyers' help centre or the sellers'. */
export const HELP_AUDIENCES = ['ACHETEUR', 'VENDEUR'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<HelpAudience, string> = {
  ACHETEUR: 'Acheteurs',
  VENDEUR: 'Vendeurs',
};

export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 2000;

export interface FaqEntry {
  id: number;
  audience: HelpAudience;
  question: string;
  answer: string;
  position: number;
}

export const FAQ_CREATED = 'Question ajoutée à la FAQ.';
export const FAQ_UPDATED = 'Question enregistrée.';
export const FAQ_DELETED = 'Question supprimée de la FAQ.';
export const FAQ_NOT_FOUND = 'Question introuvable.';

/** A guide's public page, /aide/guides/{slug}: linked from the help centres and the e-mails. */
export const helpGuidePath = (slug: string) => `/aide/guides/${slug}`;

/** The guide a buyer follows when a delivered product is not right. */
export const RETURN_GUIDE_SLUG = 'retourner-un-produit';
