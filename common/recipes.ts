// Sellers' recipes and tips (spec sections 2, 3, 5 and 9; issue 18): names, limits, messages
// and paths, free of Zod so that storefront pages linking to recipes ship none of it; the
// schemas are in recipe-schemas.ts.

/** Spec section 9. */
export const RECIPE_TYPES = ['Infusion', 'Macération', 'Décoction', 'Baume'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

/** The type filter's choice that shows every recipe. */
export const ALL_RECIPE_TYPES = 'Tous les types';

/** A draft is the seller's alone; a published recipe is on /astuces-recettes and its page. */
export const RECIPE_STATUSES = ['Brouillon', 'Publiée'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/** The listing shows the newest ones; a search or a filter finds the others. */
export const RECIPES_LISTED = 24;

export const RECIPE_NOT_FOUND = 'Recette introuvable.';
export const OWN_PRODUCTS_ONLY = 'Choisissez uniquement des produits de votre boutique.';

export const recipePath = (id: number) => `/recette/${id}`;

/** « karité, beurre,  Karité , » → ['karité', 'beurre']: trimmed, no empty one, no repeat. */
export function parseTags(typed: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of typed.split(',')) {
    const tag = piece.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('fr');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** A product the seller may link: one of its shop's, on sale or not. */
export interface RecipeProductChoice {
  id: number;
  name: string;
}

/** A recipe named on a product's page. */
export interface RecipeLink {
  id: number;
  title: string;
  type: RecipeType | null;
}
