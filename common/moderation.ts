import { z } from 'zod';
import { tableQuery, type TablePage, type TableQuery } from './data-tables.ts';
import { frenchTypography } from './typography.ts';
import { requiredText } from './text.ts';
import { tooLongMessage } from './text-lengths.ts';

// Catalogue moderation (issue 14): the team takes an offer off sale with a reason the seller
// sees, and puts it back; the open reports, grouped per product, are settled there.

export const WITHDRAWAL_REASON_MAX_LENGTH = 500;
export const WITHDRAWAL_REASON_REQUIRED = 'Indiquez la raison du retrait : le vendeur la verra.';
export const WITHDRAWN_BY_TEAM = 'Retiré par l’équipe';
export const ALREADY_WITHDRAWN = 'Ce produit est déjà retiré de la vente par l’équipe.';
export const NOT_WITHDRAWN = 'Ce produit n’est pas retiré de la vente par l’équipe.';
export const NO_OPEN_REPORT = 'Ce produit n’a aucun signalement ouvert.';
export const SELLER_CANNOT_RESTORE =
  'Ce produit a été retiré de la vente par l’équipe : vous ne pouvez pas le remettre en vente vous-même. Corrigez-le puis écrivez à l’équipe.';

export const withdrawalSchema = z.strictObject({
  raison: requiredText(WITHDRAWAL_REASON_REQUIRED, { multiline: true }).max(
    WITHDRAWAL_REASON_MAX_LENGTH,
    tooLongMessage('La raison', WITHDRAWAL_REASON_MAX_LENGTH),
  ),
});

export const withdrawnMessage = (name: string) => `Le produit « ${name} » est retiré de la vente.`;
export const restoredMessage = (name: string) => `Le produit « ${name} » est de nouveau en vente.`;
export const reportsClosedMessage = (name: string) =>
  `Les signalements de « ${name} » sont classés.`;

/** The moderation screen's lists (`?liste=`): open reports first. */
export const MODERATION_LISTS = {
  signales: 'Produits signalés',
  allegations: 'Allégations de santé',
  retires: 'Produits retirés',
  catalogue: 'Tout le catalogue',
  avis: 'Avis signalés',
} as const;
export type ModerationList = keyof typeof MODERATION_LISTS;

export const moderationListParam = (params: URLSearchParams): ModerationList => {
  const asked = params.get('liste');
  return asked === 'allegations' || asked === 'retires' || asked === 'catalogue' || asked === 'avis'
    ? asked
    : 'signales';
};

/** A product with open reports: how many, why, when last, and what reporters wrote. */
export interface ReportedProduct {
  offerId: number;
  productName: string;
  /** Its first photo, for the team to see what is reported; null without any. */
  imageUrl: string | null;
  boutiqueId: number;
  boutiqueName: string;
  reportCount: number;
  reasons: string[];
  latestAt: string;
  /** The newest messages, without the empty ones. */
  messages: string[];
}

export const REPORTED_COLUMNS = ['signalements', 'date', 'produit'] as const;
export type ReportedColumn = (typeof REPORTED_COLUMNS)[number];

export const reportedQuery = (params: URLSearchParams): TableQuery<ReportedColumn> =>
  tableQuery(params, REPORTED_COLUMNS, { column: 'date', direction: 'desc' });

export type ReportedPage = TablePage<ReportedProduct, ReportedColumn>;

/** An offer as the team moderates it. */
export interface ModeratedOffer {
  offerId: number;
  productName: string;
  boutiqueName: string;
  price: number;
  /** The seller's own switch. */
  active: boolean;
  withdrawal: { reason: string; at: string } | null;
}

export const OFFER_COLUMNS = ['produit', 'boutique', 'date'] as const;
export type OfferColumn = (typeof OFFER_COLUMNS)[number];

export const offerQuery = (params: URLSearchParams): TableQuery<OfferColumn> =>
  tableQuery(params, OFFER_COLUMNS, { column: 'date', direction: 'desc' });

export type OfferPage = TablePage<ModeratedOffer, OfferColumn>;

/**
 * A product on sale whose name or description trips the content policy's list
 * (common/health-claims.ts), which may have grown since it was published.
 */
export interface FlaggedOffer {
  offerId: number;
  productName: string;
  boutiqueName: string;
  /** The words to rephrase, as the seller wrote them. */
  claims: string[];
}

/** A published recipe whose texts (title, description, ingredients… tags) the list trips. */
export interface FlaggedRecipe {
  recipeId: number;
  title: string;
  boutiqueName: string;
  claims: string[];
}

/** A published article of the team's whose title, summary or body the list trips. */
export interface FlaggedArticle {
  articleId: number;
  title: string;
  claims: string[];
}

/**
 * The products, paged as the table asks, then every flagged recipe and article, newest first:
 * a blog that follows the policy has none, so they are not paged.
 */
export type FlaggedPage = TablePage<FlaggedOffer, OfferColumn> & {
  recipes: FlaggedRecipe[];
  articles: FlaggedArticle[];
};

/** The reason a withdrawal starts from, for the seller to read. */
export const claimsWithdrawalReason = (claims: string[]) =>
  `Allégations de santé : ${quotedClaims(claims)}. Reformulez selon la politique de contenu, puis écrivez-nous.`;

/** « guérit », « diabète »: the words a product's text holds, as the seller wrote them. */
export const quotedClaims = (claims: string[]) =>
  frenchTypography(claims.map((claim) => `« ${claim} »`).join(', '));

/** The same for a recipe, which its seller publishes again herself once it is rephrased. */
export const recipeClaimsWithdrawalReason = (claims: string[]) =>
  `Allégations de santé : ${quotedClaims(claims)}. Reformulez selon la politique de contenu, puis publiez-la de nouveau.`;

export const RECIPE_NOT_PUBLISHED = 'Cette recette n’est pas publiée : rien à retirer.';
export const recipeWithdrawnMessage = (title: string) =>
  `La recette « ${title} » est retirée du blog.`;
/** The seller's « Publier » on a recipe the team withdrew, not edited since. */
export const EDIT_WITHDRAWN_RECIPE_FIRST =
  'L’équipe a retiré cette recette du blog : modifiez-la selon la raison indiquée avant de la publier de nouveau.';
export const RECIPE_WITHDRAWN_BY_TEAM = 'Retirée par l’équipe';
