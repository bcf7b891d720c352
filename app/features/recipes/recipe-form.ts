import { healthContentProblem } from '#common/health-claims.ts';
import { parseTags } from '#common/recipes.ts';
import {
  recipeInputSchema,
  SCREENED_RECIPE_FIELDS,
  screenedRecipeText,
  type RecipeInput,
  type SellerRecipe,
} from '#common/recipe-schemas.ts';
import { MAX_LENGTH, tooLongMessage } from '#common/text-lengths.ts';
import '#common/zod-locale.ts';

// The recipe form's fields as typed, checked with the service's own schema and content policy
// so the form and the server say the same French messages.

export interface RecipeFormValues {
  title: string;
  description: string;
  ingredients: string;
  dosage: string;
  usage: string;
  benefits: string;
  /** '' for none. */
  type: string;
  category: string;
  /** Comma separated, as typed. */
  tags: string;
  /** A stored image's address; '' for none. */
  imageUrl: string;
  productIds: string[];
}
export type RecipeFormField = keyof RecipeFormValues;
export type RecipeFormErrors = Partial<Record<RecipeFormField, string>>;

export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  title: '',
  description: '',
  ingredients: '',
  dosage: '',
  usage: '',
  benefits: '',
  type: '',
  category: 'Bien-être',
  tags: '',
  imageUrl: '',
  productIds: [],
};

export function recipeFormValuesOf(recipe: SellerRecipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    dosage: recipe.dosage,
    usage: recipe.usage,
    benefits: recipe.benefits,
    type: recipe.type ?? '',
    category: recipe.category,
    tags: recipe.tags.join(', '),
    imageUrl: recipe.imageUrl ?? '',
    productIds: recipe.productIds.map(String),
  };
}

/** The fields as a form sends them (the screen's action reads them back). */
export function recipeFormValuesFrom(form: FormData): RecipeFormValues {
  const text = (name: RecipeFormField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    title: text('title'),
    description: text('description'),
    ingredients: text('ingredients'),
    dosage: text('dosage'),
    usage: text('usage'),
    benefits: text('benefits'),
    type: text('type'),
    category: text('category'),
    tags: text('tags'),
    imageUrl: text('imageUrl'),
    productIds: form.getAll('productIds').filter((value) => typeof value === 'string'),
  };
}

/** The values as a form sends them to the screen's action. */
export function recipeFormData(values: RecipeFormValues): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const each of value) body.append(name, each);
    else body.set(name, value);
  }
  return body;
}

export type RecipeFormCheck =
  { ok: true; input: RecipeInput } | { ok: false; errors: RecipeFormErrors };

/** Every field checked at once; each wrong field gets its first French message. */
export function validateRecipeForm(values: RecipeFormValues): RecipeFormCheck {
  const candidate = {
    title: values.title,
    description: values.description,
    ingredients: values.ingredients,
    dosage: values.dosage,
    usage: values.usage,
    benefits: values.benefits,
    type: values.type === '' ? null : values.type,
    category: values.category,
    tags: parseTags(values.tags),
    imageUrl: values.imageUrl === '' ? null : values.imageUrl,
    productIds: values.productIds.map(Number),
  };
  const errors: RecipeFormErrors = {};
  const parsed = recipeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as RecipeFormField;
      errors[field] ??= issue.message;
    }
  }
  if (values.tags.length > MAX_LENGTH.recipeTags) {
    errors.tags = tooLongMessage('Les mots-clés', MAX_LENGTH.recipeTags);
  }
  // The content policy, as the server holds it (before the photo is sent for nothing).
  for (const field of SCREENED_RECIPE_FIELDS) {
    const problem = errors[field]
      ? undefined
      : healthContentProblem(screenedRecipeText(candidate, field));
    if (problem) errors[field] = problem;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
