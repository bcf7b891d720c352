import { sql } from 'drizzle-orm';
import { boutiqueProduits, boutiques } from '#modules/db/schema.ts';

// What buyers may see and buy, in one place: the storefront's lists and pages and the checkout
// all read these, so a product the team withdraws or a boutique it suspends leaves every one.

/** On sale by its seller and not withdrawn by the team (catalogue moderation). */
export const offerOnSale = sql<boolean>`(${boutiqueProduits.active} and ${boutiqueProduits.withdrawnAt} is null)`;

/**
 * Approved by the team (SELLER_APPROVAL), its seller not suspended, and its name not rejected
 * by the team for a health claim (core/claim-queue; a shop is never shown without its name):
 * its page is public.
 */
export const boutiqueOpen = sql<boolean>`(${boutiques.active} and ${boutiques.approval} = 'Approuvée' and not ('name' = any(${boutiques.rejectedTexts})))`;

/** Its description, unless the team rejected it for a health claim: then none until rewritten. */
export const publicBoutiqueDescription = sql<string>`case when 'description' = any(${boutiques.rejectedTexts}) then '' else ${boutiques.description} end`;

/** Paused by its seller (store settings): its page says so; open orders go on. */
export const boutiquePaused = sql<boolean>`(${boutiques.pausedAt} is not null)`;

/**
 * Its products can be seen and bought: open and not paused. Every list, search, the home
 * page, the product page and the checkout read this.
 */
export const boutiqueSelling = sql<boolean>`(${boutiqueOpen} and not ${boutiquePaused})`;
