import type { Recipe } from '#common/recipe-schemas.ts';
import { absoluteUrl } from '../public-url.ts';

/** The lines of a text, trimmed, without empty ones. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** schema.org's Recipe, for search engines and link previews. */
export function recipeJsonLd(recipe: Omit<Recipe, 'products'>, publicUrl: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    url,
    ...(recipe.image ? { image: absoluteUrl(publicUrl, recipe.image) } : {}),
    author: { '@type': 'Organization', name: recipe.boutique.name },
    datePublished: recipe.publishedAt,
    dateModified: recipe.updatedAt,
    recipeCategory: recipe.type ?? recipe.category,
    keywords: recipe.tags.join(', '),
    recipeIngredient: linesOf(recipe.ingredients),
    recipeInstructions: linesOf(recipe.usage).map((text) => ({ '@type': 'HowToStep', text })),
  };
}
