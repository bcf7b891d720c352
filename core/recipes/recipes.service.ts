import { healthContentProblem } from '#common/health-claims.ts';
import { EDIT_WITHDRAWN_RECIPE_FIRST } from '#common/moderation.ts';
import {
  OWN_PRODUCTS_ONLY,
  RECIPE_NOT_FOUND,
  RECIPES_LISTED,
  type RecipeLink,
  type RecipeProductChoice,
} from '#common/recipes.ts';
import {
  recipeFilter,
  recipeInputSchema,
  SCREENED_RECIPE_FIELDS,
  SCREENED_RECIPE_LABELS,
  screenedRecipeText,
  type Recipe,
  type RecipeInput,
  type RecipeListQuery,
  type RecipeSummary,
  type SellerRecipe,
} from '#common/recipe-schemas.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { CatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import type { ClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import { Conflict, NotFound, Validation, type FieldProblem } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type { RecipesRepository } from './recipes.repository.ts';

export interface RecipesDependencies {
  repository: RecipesRepository;
  catalogue: Pick<CatalogueRepository, 'listOffers'>;
  claims: ClaimRecorder;
}

/** How many recipes a product's page names. */
const RECIPES_PER_PRODUCT = 6;

/** Every field's first problem with the schema, then with the content policy (decision 024). */
function checked(input: unknown): RecipeInput {
  const parsed = recipeInputSchema.safeParse(input);
  const problems: FieldProblem[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A tag or a product of the list is reported on the list's field.
      const field = String(issue.path[0] ?? '');
      if (!problems.some((problem) => problem.field === field)) {
        problems.push({ field, message: issue.message });
      }
    }
  } else {
    for (const field of SCREENED_RECIPE_FIELDS) {
      const message = healthContentProblem(screenedRecipeText(parsed.data, field));
      if (message) problems.push({ field, message });
    }
  }
  const [first] = problems;
  if (first || !parsed.success)
    throw new Validation(first?.message ?? 'Recette invalide.', problems);
  return parsed.data;
}

/**
 * Sellers' recipes and tips (issue 18). Every write starts from the signed-in account's
 * boutique: another boutique's recipe is answered as not found, never touched, and a recipe
 * links only its own boutique's products. Every text goes through the content policy's check,
 * as products do: a claim is refused with nothing saved, draft or not.
 */
export function createRecipesService({ repository, catalogue, claims }: RecipesDependencies) {
  /**
   * A published recipe's texts that are only suspicious stay published, and the team reads them
   * (issue 45), as a product's do; a draft is read once it is published.
   */
  async function recordForTeam(recipe: SellerRecipe): Promise<SellerRecipe> {
    if (recipe.status !== 'Publiée') return recipe;
    for (const field of SCREENED_RECIPE_FIELDS) {
      await claims.record(
        { subject: 'recette', subjectId: recipe.id, field: SCREENED_RECIPE_LABELS[field] },
        recipe.title,
        screenedRecipeText(recipe, field),
      );
    }
    return recipe;
  }

  async function owned(account: CurrentAccount, recipeId: number): Promise<number> {
    const boutiqueId = teamBoutique(account, 'vendre');
    if ((await repository.ownerOf(recipeId)) !== boutiqueId) throw new NotFound(RECIPE_NOT_FOUND);
    return boutiqueId;
  }

  async function checkProducts(boutiqueId: number, productIds: number[]) {
    const own = new Set(await repository.ownOffers(boutiqueId, productIds));
    if (productIds.some((id) => !own.has(id)))
      throw Validation.field('productIds', OWN_PRODUCTS_ONLY);
  }

  /** The input checked, its products without repeats. */
  async function accepted(boutiqueId: number, input: unknown): Promise<RecipeInput> {
    const recipe = checked(input);
    const productIds = [...new Set(recipe.productIds)];
    await checkProducts(boutiqueId, productIds);
    return { ...recipe, productIds };
  }

  async function ownRecipe(boutiqueId: number, recipeId: number): Promise<SellerRecipe> {
    const [recipe] = await repository.listOwn(boutiqueId, recipeId);
    if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
    return recipe;
  }

  return {
    /** The seller's recipes, drafts and published, last changed first. */
    async listOwn(account: CurrentAccount): Promise<SellerRecipe[]> {
      return repository.listOwn(teamBoutique(account, 'voir'));
    },

    async productChoices(account: CurrentAccount): Promise<RecipeProductChoice[]> {
      return repository.productChoices(teamBoutique(account, 'voir'));
    },

    /** Saved as a draft, or published at once. */
    async create(
      account: CurrentAccount,
      input: RecipeInput,
      { publish }: { publish: boolean },
    ): Promise<SellerRecipe> {
      const boutiqueId = teamBoutique(account, 'vendre');
      const recipe = await accepted(boutiqueId, input);
      const id = await repository.insert(boutiqueId, recipe, publish ? 'Publiée' : 'Brouillon');
      return recordForTeam(await ownRecipe(boutiqueId, id));
    },

    /** Every field; a published recipe stays published, under the policy as it stands. */
    async update(account: CurrentAccount, recipeId: number, input: RecipeInput) {
      const boutiqueId = await owned(account, recipeId);
      await repository.update(recipeId, await accepted(boutiqueId, input));
      return recordForTeam(await ownRecipe(boutiqueId, recipeId));
    },

    async setPublished(account: CurrentAccount, recipeId: number, published: boolean) {
      const boutiqueId = await owned(account, recipeId);
      if (published) {
        const recipe = await ownRecipe(boutiqueId, recipeId);
        // Withdrawn by the team: edited first, as the reason asks, not merely switched back.
        if (recipe.withdrawal && recipe.updatedAt <= recipe.withdrawal.at) {
          throw new Conflict(EDIT_WITHDRAWN_RECIPE_FIRST);
        }
        // Published again, it is screened again: the list may have grown since it was written.
        checked(inputOf(recipe));
      }
      await repository.setStatus(recipeId, published ? 'Publiée' : 'Brouillon');
      return recordForTeam(await ownRecipe(boutiqueId, recipeId));
    },

    async remove(account: CurrentAccount, recipeId: number): Promise<void> {
      await owned(account, recipeId);
      await repository.remove(recipeId);
    },

    /** /astuces-recettes and GET /api/recettes: the newest published recipes that match. */
    async listPublished(
      query: RecipeListQuery = {},
      limit = RECIPES_LISTED,
    ): Promise<RecipeSummary[]> {
      return repository.listPublished(recipeFilter(query), limit);
    },

    /** Every published recipe (the sitemap). */
    async listAllPublished(): Promise<RecipeSummary[]> {
      return repository.listPublished({ words: [] });
    },

    /**
     * A published recipe with its boutique and those of its products that are on sale, in the
     * seller's order; undefined for a draft, an unknown id or a boutique closed to buyers.
     */
    async findPublished(recipeId: number): Promise<Recipe | undefined> {
      const found = await repository.findPublished(recipeId);
      if (!found) return undefined;
      const { productIds, ...recipe } = found;
      const offers = productIds.length === 0 ? [] : await catalogue.listOffers({ ids: productIds });
      const position = new Map(productIds.map((id, index) => [id, index]));
      offers.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      return { ...recipe, products: offers };
    },

    /** For the community's reactions and comments on recipe pages. */
    publishedTitle: repository.publishedTitle,

    async getPublished(recipeId: number): Promise<Recipe> {
      const recipe = await this.findPublished(recipeId);
      if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
      return recipe;
    },

    /** The published recipes that use a product on sale (its page). */
    async usingProduct(offerId: number): Promise<RecipeLink[]> {
      return repository.usingProduct(offerId, RECIPES_PER_PRODUCT);
    },
  };
}

/** A stored recipe as the form would send it again. */
function inputOf(recipe: SellerRecipe): RecipeInput {
  return Object.fromEntries(
    Object.keys(recipeInputSchema.shape).map((field) => [
      field,
      recipe[field as keyof RecipeInput],
    ]),
  ) as RecipeInput;
}

export type RecipesService = ReturnType<typeof createRecipesService>;
