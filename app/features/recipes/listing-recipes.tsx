import { NativeSelect, SimpleGrid, Text, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { ALL_RECIPE_TYPES, RECIPE_TYPES, type RecipeType } from '#common/recipes.ts';
import type { RecipeSummary } from '#common/recipe-schemas.ts';
import { countOf } from '#common/counts.ts';
import { CardReactions, type CardComment, type CardViews } from '../community/card-reactions.tsx';
import { RecipeCard } from './recipe-card.tsx';

// The sellers' recipes on /astuces-recettes (issue 18), beside the team's articles: the type
// filter of the page's search form, and the section of recipe cards.

export function RecipeTypeSelect({
  value,
  onChange,
}: {
  value: RecipeType | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <NativeSelect
      name="type"
      label="Type de recette"
      defaultValue={value ?? ALL_RECIPE_TYPES}
      data={[ALL_RECIPE_TYPES, ...RECIPE_TYPES]}
      onChange={onChange}
    />
  );
}

/** The recipes found; nothing at all when there is none and nothing was asked. */
export function RecipesSection({
  recipes,
  filtered,
  views,
  onComment,
}: {
  recipes: RecipeSummary[];
  filtered: boolean;
  views: CardViews;
  onComment: (commenting: CardComment) => void;
}) {
  if (recipes.length === 0 && !filtered) return null;
  return (
    <section aria-labelledby="recettes-des-boutiques" style={{ marginTop: 32 }}>
      <Title order={2} id="recettes-des-boutiques" fz="xl">
        Recettes des boutiques
      </Title>
      <Text c="dimmed" fz="sm" mb="sm" role="status" data-testid="recipe-count">
        {recipes.length === 0
          ? 'Aucune recette ne correspond à votre recherche.'
          : countOf(recipes.length, 'recette', 'recettes')}
      </Text>
      {recipes.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }}>
          {recipes.map((recipe) => {
            const target = { kind: 'recette', id: recipe.id } as const;
            const view = views[recipe.id];
            return (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                footer={
                  view && (
                    <CardReactions
                      target={target}
                      view={view}
                      title={recipe.title}
                      onComment={() => onComment({ target, title: recipe.title })}
                    />
                  )
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
