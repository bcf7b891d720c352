import { sql } from 'drizzle-orm';
import { boutiqueProduits, boutiques } from '../db/schema.ts';

// What buyers may see and buy, in one place: the storefront's lists and pages and the checkout
// all read these, so a product the team withdraws or a boutique it suspends leaves every one.

/** On sale by its seller and not withdrawn by the team (catalogue moderation). */
export const offerOnSale = sql<boolean>`(${boutiqueProduits.active} and ${boutiqueProduits.withdrawnAt} is null)`;

/** Approved by the team (SELLER_APPROVAL) and its seller not suspended: its page is public. */
export const boutiqueOpen = sql<boolean>`(${boutiques.active} and ${boutiques.approval} = 'Approuvée')`;

/** Paused by its seller (store settings): its page says so; open orders go on. */
export const boutiquePaused = sql<boolean>`(${boutiques.pausedAt} is not null)`;

/**
 * Its products can be seen and bought: open and not paused. Every list, search, the home
 * page, the product page and the checkout read this.
 */
export const boutiqueSelling = sql<boolean>`(${boutiqueOpen} and not ${boutiquePaused})`;
