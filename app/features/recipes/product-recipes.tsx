import { Anchor, Badge, Box, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { recipePath, type RecipeLink } from '#common/recipes.ts';

/** The product page's recipes that use it: a few links, no picture (the page stays light). */
export function ProductRecipes({ recipes }: { recipes: RecipeLink[] }) {
  if (recipes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recettes-du-produit" mt="xl">
      <Title order={2} id="recettes-du-produit" fz="xl" mb="xs">
        Recettes avec ce produit
      </Title>
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {recipes.map((recipe) => (
          <Group component="li" key={recipe.id} gap="xs" py={6} wrap="nowrap">
            <Anchor component={Link} to={recipePath(recipe.id)} fw={700}>
              {recipe.title}
            </Anchor>
            {recipe.type && (
              <Badge variant="light" color="ocre" size="sm" style={{ flex: 'none' }}>
                {recipe.type}
              </Badge>
            )}
          </Group>
        ))}
      </Box>
    </Box>
  );
}
