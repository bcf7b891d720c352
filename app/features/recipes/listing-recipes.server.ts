import { recipeListQuerySchema, recipeTypeFilter } from '#common/recipe-schemas.ts';
import type { RecipeType } from '#common/recipes.ts';

// The listing's reading of its recipe filter, on the server only: the page ships no schema.

/** `?type=` of the listing: the recipe type to show, or the message of a wrong one. */
export function readRecipeType(url: URL): { type?: RecipeType; error?: string } {
  const parsed = recipeListQuerySchema.shape.type.safeParse(url.searchParams.get('type') ?? '');
  if (!parsed.success) return { error: parsed.error.issues[0]?.message };
  return { type: recipeTypeFilter({ type: parsed.data }) };
}
