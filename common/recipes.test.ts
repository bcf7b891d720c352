import { describe, expect, it } from 'vitest';
import { parseTags } from './recipes.ts';
import { recipeFilter } from './recipe-schemas.ts';

describe('parseTags', () => {
  it('reads comma-separated tags, trimmed, without empty ones or repeats', () => {
    expect(parseTags(' karité,  peau   sèche ,, Karité, ')).toEqual(['karité', 'peau sèche']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('recipeFilter', () => {
  it('ignores « Tout » and « Tous les types », and keeps ten words at most', () => {
    expect(recipeFilter({ categorie: 'Tout', type: 'Tous les types', q: '' })).toEqual({
      type: undefined,
      category: undefined,
      words: [],
    });
    expect(recipeFilter({ categorie: 'Beauté', type: 'Baume', q: 'karite  baume' })).toEqual({
      type: 'Baume',
      category: 'Beauté',
      words: ['karite', 'baume'],
    });
  });
});
