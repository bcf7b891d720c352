import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { parseId } from '#common/ids.ts';
import { RECIPE_NOT_FOUND } from '#common/recipes.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ActionDone } from '../action-outcome.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';
import { recipeFormValuesFrom, validateRecipeForm } from './recipe-form.ts';
import {
  publicationMessage,
  RECIPE_DELETED,
  RECIPE_DRAFTED,
  RECIPE_INTENTS,
  RECIPE_PUBLISHED,
  RECIPE_UPDATED,
} from './recipe-intents.ts';

const CHECK_FIELDS = 'Vérifiez les champs signalés.';

const done = (message: string): ActionDone => ({ ok: true, message });

/**
 * The recipes screen's actions, through the recipes service: add (as a draft or published),
 * edit, publish or back to draft, delete. Which recipes and products a seller may touch is the
 * service's decision; the image was stored by the upload endpoint, named by its address.
 */
export async function runRecipeAction(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
) {
  const { recipes } = context.get(appContext).services;
  const intent = form.get('intent');
  if (intent === RECIPE_INTENTS.add || intent === RECIPE_INTENTS.edit) {
    const check = validateRecipeForm(recipeFormValuesFrom(form));
    if (!check.ok) return refuse(400, CHECK_FIELDS, check.errors as Record<string, string>);
    const recipeId = parseId(String(form.get('recipeId') ?? ''));
    return answerRefusals(context, async () => {
      if (intent === RECIPE_INTENTS.edit) {
        if (recipeId === undefined) return refuse(404, RECIPE_NOT_FOUND);
        await recipes.update(account, recipeId, check.input);
        return done(RECIPE_UPDATED);
      }
      const publish = form.get('publier') === 'true';
      await recipes.create(account, check.input, { publish });
      return done(publish ? RECIPE_PUBLISHED : RECIPE_DRAFTED);
    });
  }

  const recipeId = parseId(String(form.get('recipeId') ?? ''));
  if (recipeId === undefined) return refuse(404, RECIPE_NOT_FOUND);
  switch (intent) {
    case RECIPE_INTENTS.publish: {
      const published = form.get('published') === 'true';
      return answerRefusals(context, async () => {
        const recipe = await recipes.setPublished(account, recipeId, published);
        return done(publicationMessage(recipe.title, published));
      });
    }
    case RECIPE_INTENTS.remove:
      return answerRefusals(context, async () => {
        await recipes.remove(account, recipeId);
        return done(RECIPE_DELETED);
      });
    default:
      return refuse(400, 'Action inconnue.');
  }
}
