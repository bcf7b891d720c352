import { describe, expect, it } from 'vitest';
import {
  articleListQuerySchema,
  categoryFilter,
  isFilteredListing,
  searchWords,
} from './article-schemas.ts';
import {
  articleShareImageUrl,
  articleThumbnailUrl,
  estimateReadTime,
  formatPublicationDate,
  SEARCH_TOO_LONG_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from './blog.ts';

describe('articleListQuerySchema', () => {
  it('accepts the six choices of the category filter, an empty one, and trims the search', () => {
    for (const categorie of [
      '',
      'Tout',
      'Bons usages',
      'Beauté',
      'Bien-être',
      'Nutrition',
      'Lifestyle',
    ])
      expect(articleListQuerySchema.parse({ categorie })).toEqual({ categorie });
    expect(articleListQuerySchema.parse({ q: '  karité  ' })).toEqual({ q: 'karité' });
  });

  it.each([
    [{ categorie: 'Cuisine' }, UNKNOWN_CATEGORY_MESSAGE],
    [{ categorie: 'sante' }, UNKNOWN_CATEGORY_MESSAGE],
    [{ q: 'a'.repeat(101) }, SEARCH_TOO_LONG_MESSAGE],
  ])('refuses %j in French', (query, message) => {
    const result = articleListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('categoryFilter and searchWords', () => {
  it('treats Tout and an empty choice as every category', () => {
    expect(categoryFilter({})).toBeUndefined();
    expect(categoryFilter({ categorie: '' })).toBeUndefined();
    expect(categoryFilter({ categorie: 'Tout' })).toBeUndefined();
    expect(categoryFilter({ categorie: 'Beauté' })).toBe('Beauté');
  });

  it('splits the search into at most ten words', () => {
    expect(searchWords({ q: 'bissap   maison' })).toEqual(['bissap', 'maison']);
    expect(searchWords({ q: '' })).toEqual([]);
    expect(
      searchWords({ q: Array.from({ length: 12 }, (_, i) => `m${i}`).join(' ') }),
    ).toHaveLength(10);
  });

  it('knows when the listing is narrowed', () => {
    expect(isFilteredListing({ categorie: 'Tout', q: '' })).toBe(false);
    expect(isFilteredListing({ q: 'karite' })).toBe(true);
    expect(isFilteredListing({ categorie: 'Bons usages' })).toBe(true);
  });
});

describe('article text', () => {
  it('reads 200 words a minute, rounded up, at least one minute', () => {
    expect(estimateReadTime('')).toBe(1);
    expect(estimateReadTime('mot '.repeat(200))).toBe(1);
    expect(estimateReadTime('mot '.repeat(201))).toBe(2);
    expect(estimateReadTime('mot '.repeat(950))).toBe(5);
    // Markup is not read: « ## » and « - » are no words.
    expect(estimateReadTime(`## Titre\n\n${'- mot\n'.repeat(200)}`)).toBe(2);
    expect(estimateReadTime(`## Titre\n\n${'- mot\n'.repeat(199)}`)).toBe(1);
  });

  it('formats the publication day in French, the same everywhere', () => {
    expect(formatPublicationDate('2026-03-12T23:30:00.000Z')).toBe('12 mars 2026');
  });
});

describe('cover pictures', () => {
  it('name the card and link-preview copies of a stored cover', () => {
    expect(articleThumbnailUrl('/uploads/articles/bissap.webp')).toBe(
      '/uploads/articles/bissap-480.webp',
    );
    expect(articleShareImageUrl('/uploads/articles/bissap.webp')).toBe(
      '/uploads/articles/bissap.jpg',
    );
  });

  it('leave any other picture as it is', () => {
    expect(articleThumbnailUrl('https://cdn.example/photo.png')).toBe(
      'https://cdn.example/photo.png',
    );
    expect(articleShareImageUrl('https://cdn.example/photo.png')).toBe(
      'https://cdn.example/photo.png',
    );
  });
});
