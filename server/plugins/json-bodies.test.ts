import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleInputSchema } from '#common/article-schemas.ts';
import { ratingFormSchema, ratingInputSchema } from '#common/community-schemas.ts';
import { faqEntryInput, faqEntrySchema } from '#common/help-centre-schemas.ts';
import { reviewDraftSchema, reviewEditSchema } from '#common/review-schemas.ts';
import { storeSettingsInput, storeSettingsSchema } from '#common/store-settings.ts';
import { conversionsIn, jsonBodiesAsSent } from './json-bodies.ts';

// Issue 45 §1.10: JSON bodies take numbers and booleans as they are; only forms, query strings
// and path parameters (text on the wire) convert.

describe('conversionsIn', () => {
  it('finds z.coerce and z.preprocess wherever they hide in a body', () => {
    const schema = z.object({
      rating: z.coerce.number(),
      nested: z.object({ flag: z.preprocess((value) => value === 'on', z.boolean()) }),
      list: z.array(z.object({ n: z.coerce.number().optional() })),
      either: z.union([z.string(), z.coerce.boolean()]),
      kept: z.number().default(0),
      cleaned: z.string().transform((value) => value.trim()),
    });
    expect(conversionsIn(schema)).toEqual(['rating', 'nested.flag', 'list[].n', 'either']);
  });

  it('finds none in the JSON schemas of the writes that used to convert', () => {
    for (const schema of [
      reviewDraftSchema,
      reviewEditSchema,
      ratingInputSchema,
      faqEntrySchema,
      storeSettingsSchema,
      articleInputSchema,
    ]) {
      expect(conversionsIn(schema)).toEqual([]);
    }
  });

  it('leaves the forms’ own schemas reading their text', () => {
    expect(ratingFormSchema.parse({ rating: '4' })).toEqual({ rating: 4 });
    const faq = { audience: 'ACHETEUR', question: 'Quand ?', answer: 'Demain.' };
    expect(faqEntrySchema.parse(faqEntryInput({ ...faq, position: '' })).position).toBe(0);
    expect(faqEntryInput({ ...faq, position: '12' }).position).toBe(12);
    const store = { name: 'Nafa', description: '', logoUrl: null, bannerUrl: null, active: true };
    expect(storeSettingsInput({ ...store, currency: 'EUR', taxRate: '19,25' }).taxRate).toBe(19.25);
  });
});

describe('jsonBodiesAsSent', () => {
  const compile = jsonBodiesAsSent(() => () => ({ value: 'compilé' }));
  const route = (httpPart: string, schema: z.ZodType) => ({
    schema,
    method: 'POST',
    url: '/api/essai',
    httpPart,
  });

  it('refuses, at start, a body schema that converts its values', () => {
    expect(() => compile(route('body', z.object({ rating: z.coerce.number() })))).toThrow(
      /^POST \/api\/essai\s:\sle corps JSON convertit rating\s;/,
    );
  });

  it('lets query strings and path parameters convert their text', () => {
    for (const part of ['querystring', 'params']) {
      expect(() => compile(route(part, z.object({ page: z.coerce.number() })))).not.toThrow();
    }
  });
});
