import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_MAX_LENGTH, ARTICLE_DESCRIPTION_MAX_LENGTH } from '#common/blog.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#common/image-uploads.ts';
import {
  FORM_TOO_LARGE_MESSAGE,
  formLimit,
  IMAGE_FORM_BYTES,
  LONG_TEXT_FORM_BYTES,
  PLAIN_FORM_BYTES,
} from './page-forms.ts';

// The pages' forms and their body limits: the longest texts the forms take must fit, in the
// characters that weigh most once a browser encodes them (’ is %E2%80%99, 9 bytes).

/** A form's body as a browser sends it, every field at its longest. */
const longestForm = (fields: Record<string, number>) =>
  new URLSearchParams(
    Object.entries(fields).map(([name, length]) => [name, '’'.repeat(length)]),
  ).toString().length;

const formBodyLimit = (url: string) => formLimit(url).bytes;

describe('formLimit', () => {
  it('gives the article and recipe editors room for long texts, and every other page a small limit', () => {
    for (const url of [
      '/admin/3/articles/nouveau',
      '/admin/3/articles/12',
      '/admin/3/articles/12.data',
      '/admin/3/articles/nouveau/',
      '/vendeur-dashboard/4/customers',
      '/vendeur-dashboard/4/customers.data?_routes=vendeur-customers',
    ]) {
      expect(formBodyLimit(url), url).toBe(LONG_TEXT_FORM_BYTES);
    }
    for (const url of [
      '/contact',
      '/signaler/5',
      '/admin/3/articles',
      '/admin/3/articles/12/autre',
      '/vendeur-dashboard/4/products',
      '/vendeur-dashboard/4?index',
      '/acheteur-dashboard/4/parametres.data',
    ]) {
      expect(formBodyLimit(url), url).toBe(PLAIN_FORM_BYTES);
    }
  });

  it('gives the image route a 5-Mo file and its form, refused past it in the API’s words', () => {
    for (const url of ['/images/produit', '/images/couverture', '/images/logo.data']) {
      expect(formLimit(url), url).toEqual({
        bytes: IMAGE_FORM_BYTES,
        message: UPLOAD_MESSAGES.tooLarge,
      });
    }
    // The largest file the API takes fits with its part's headers; the rest is refused.
    expect(IMAGE_FORM_BYTES - MAX_UPLOAD_BYTES).toBeGreaterThan(1024);
    expect(IMAGE_FORM_BYTES).toBeLessThan(MAX_UPLOAD_BYTES * 1.01);
    for (const url of ['/images', '/images/produit/autre', '/contact']) {
      expect(formLimit(url).message, url).toBe(FORM_TOO_LARGE_MESSAGE);
    }
  });

  it('takes the longest article and the longest recipe', () => {
    const article = longestForm({
      title: 150,
      description: ARTICLE_DESCRIPTION_MAX_LENGTH,
      body: ARTICLE_BODY_MAX_LENGTH,
      image: 200,
    });
    expect(article).toBeGreaterThan(PLAIN_FORM_BYTES);
    expect(article).toBeLessThan(LONG_TEXT_FORM_BYTES);
    const recipe = longestForm({
      title: MAX_LENGTH.recipeTitle,
      description: MAX_LENGTH.recipeDescription,
      ingredients: MAX_LENGTH.recipeText,
      dosage: MAX_LENGTH.recipeText,
      usage: MAX_LENGTH.recipeText,
      benefits: MAX_LENGTH.recipeText,
      tags: MAX_LENGTH.recipeTags,
    });
    expect(recipe).toBeGreaterThan(PLAIN_FORM_BYTES);
    expect(recipe).toBeLessThan(LONG_TEXT_FORM_BYTES);
  });

  it('takes the longest plain forms: a contact message, a product, a shop', () => {
    const forms: Record<string, number>[] = [
      { name: MAX_LENGTH.name, email: MAX_LENGTH.email, message: MAX_LENGTH.message },
      {
        name: MAX_LENGTH.productName,
        description: MAX_LENGTH.productDescription,
        producer: MAX_LENGTH.name,
      },
      {
        settings:
          MAX_LENGTH.shopName + MAX_LENGTH.shopDescription + MAX_LENGTH.address + MAX_LENGTH.city,
      },
    ];
    for (const form of forms) expect(longestForm(form)).toBeLessThan(PLAIN_FORM_BYTES);
  });
});
