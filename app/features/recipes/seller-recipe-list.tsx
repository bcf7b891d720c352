import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { recipePath, type RecipeProductChoice } from '#common/recipes.ts';
import type { SellerRecipe } from '#common/recipe-schemas.ts';
import { countOf } from '#common/counts.ts';
import { formatFrenchDate } from '#common/french-format.ts';
import { RECIPE_WITHDRAWN_BY_TEAM } from '#common/moderation.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { RecipeEditor } from './recipe-editor.tsx';
import { RECIPE_INTENTS } from './recipe-intents.ts';

interface SellerRecipeListProps {
  recipes: SellerRecipe[];
  choices: RecipeProductChoice[];
}

/**
 * The shop's recipes, drafts and published, each with its status and type, and its actions:
 * edit (a dialog with every field), publish or back to draft, delete after confirmation.
 */
export function SellerRecipeList({ recipes, choices }: SellerRecipeListProps) {
  const [editing, setEditing] = useState<SellerRecipe | null>(null);
  const [deleting, setDeleting] = useState<SellerRecipe | null>(null);
  // The screen's, not the row's: a deleted recipe's row is gone before its answer comes.
  const actions = useActionFetcher('Action impossible', { onDone: () => setDeleting(null) });

  if (recipes.length === 0) {
    return <Text py="md">Aucune recette pour le moment : écrivez la première ci-dessus.</Text>;
  }
  return (
    <>
      <Text fz="sm" c="dimmed" mb="sm" role="status">
        {countOf(recipes.length, 'recette', 'recettes')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {recipes.map((recipe) => {
          const published = recipe.status === 'Publiée';
          const pending = actions.isSending('recipeId', String(recipe.id));
          return (
            <Card
              key={recipe.id}
              component="li"
              withBorder
              padding="sm"
              radius="md"
              data-testid="seller-recipe"
            >
              <Group gap="xs" mb={4}>
                <Badge color={published ? 'feuille' : 'gray'} variant="light">
                  {recipe.status}
                </Badge>
                {recipe.type && (
                  <Badge color="ocre" variant="outline">
                    {recipe.type}
                  </Badge>
                )}
                {recipe.withdrawal && (
                  <Badge color="red" variant="outline">
                    {RECIPE_WITHDRAWN_BY_TEAM}
                  </Badge>
                )}
                <Text fz="xs" c="dimmed">
                  Modifiée le {formatFrenchDate(recipe.updatedAt, { month: 'short' })}
                </Text>
              </Group>
              <Text fw={700} component="h3" fz="md" m={0}>
                {published ? (
                  <Anchor component={Link} to={recipePath(recipe.id)} c="inherit">
                    {recipe.title}
                  </Anchor>
                ) : (
                  recipe.title
                )}
              </Text>
              <Text fz="sm" c="dimmed" lineClamp={2} mt={4}>
                {recipe.description}
              </Text>
              {recipe.withdrawal && (
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {`Raison du retrait : ${recipe.withdrawal.reason}`}
                </Text>
              )}
              <Group gap={6} mt="sm">
                <Button
                  size="xs"
                  variant="light"
                  disabled={pending}
                  aria-label={`Modifier « ${recipe.title} »`}
                  onClick={() => setEditing(recipe)}
                >
                  Modifier
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={pending}
                  aria-label={`${published ? 'Dépublier' : 'Publier'} « ${recipe.title} »`}
                  onClick={() =>
                    void actions.send({
                      intent: RECIPE_INTENTS.publish,
                      recipeId: String(recipe.id),
                      published: String(!published),
                    })
                  }
                >
                  {published ? 'Dépublier' : 'Publier'}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={pending}
                  aria-label={`Supprimer « ${recipe.title} »`}
                  onClick={() => setDeleting(recipe)}
                >
                  Supprimer
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <EditDialog recipe={editing} choices={choices} onClose={() => setEditing(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Supprimer la recette"
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        <Text>
          Supprimer « {deleting?.title} » ? Elle disparaîtra de votre boutique et du blog. Cette
          action est irréversible.
        </Text>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={actions.pending}>
            Annuler
          </Button>
          <Button
            color="red"
            loading={actions.pending}
            onClick={() =>
              deleting &&
              void actions.send({ intent: RECIPE_INTENTS.remove, recipeId: String(deleting.id) })
            }
          >
            Supprimer
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The spec's edit dialog (600 px wide at most), with every field. */
function EditDialog({
  recipe,
  choices,
  onClose,
}: {
  recipe: SellerRecipe | null;
  choices: RecipeProductChoice[];
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={recipe !== null}
      onClose={onClose}
      title={recipe ? `Modifier « ${recipe.title} »` : ''}
      size={600}
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {recipe && (
        <RecipeEditor
          key={recipe.id}
          recipe={recipe}
          choices={choices}
          onSaved={onClose}
          onCancel={onClose}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}
