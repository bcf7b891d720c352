import { describe, expect, it } from 'vitest';
import { REQUIRED } from '#common/seller-products.ts';
import { EMPTY_RECIPE_FORM, validateRecipeForm, type RecipeFormValues } from './recipe-form.ts';

// The recipe form says what the server says: the same required fields, the same content policy.

const filled: RecipeFormValues = {
  ...EMPTY_RECIPE_FORM,
  title: 'Baume au karité',
  description: 'Un baume pour les mains.',
  ingredients: '50 g de karité',
  usage: 'Faire fondre, laisser prendre.',
  type: 'Baume',
  tags: 'karité, mains',
  productIds: ['12', '7'],
};

describe('validateRecipeForm', () => {
  it('requires title, description, ingredients and usage (spec section 5)', () => {
    const check = validateRecipeForm(EMPTY_RECIPE_FORM);
    expect(check).toEqual({
      ok: false,
      errors: { title: REQUIRED, description: REQUIRED, ingredients: REQUIRED, usage: REQUIRED },
    });
  });

  it('gives the service its input: no type as null, tags as a list, product ids as numbers', () => {
    const check = validateRecipeForm({ ...filled, type: '' });
    expect(check.ok && check.input).toMatchObject({
      type: null,
      tags: ['karité', 'mains'],
      productIds: [12, 7],
      imageUrl: null,
      dosage: '',
    });
  });

  it('refuses a health claim beside its field, and an image the site did not store', () => {
    const check = validateRecipeForm({
      ...filled,
      benefits: 'Soulage les douleurs.',
      imageUrl: 'https://ailleurs.example/photo.jpg',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.benefits).toMatch(/^Reformulez sans allégation de santé/);
    expect(check.errors.imageUrl).toBeDefined();
    expect(Object.keys(check.errors).sort()).toEqual(['benefits', 'imageUrl']);
  });

  it('screens each tag as the server does', () => {
    const check = validateRecipeForm({ ...filled, tags: 'karité, détox' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({ tags: expect.stringMatching(/^Reformulez.*détox/) });
  });
});
