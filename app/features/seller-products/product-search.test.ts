import { describe, expect, it } from 'vitest';
import type { SellerProduct } from '../../../common/seller-products.ts';
import { matchesProductSearch, pageCount, pageOf } from './product-search.ts';

const product = {
  id: 42,
  producteur: { nom: 'Coopérative Nafa', email: null },
  product: {
    name: 'Beurre de karité brut 250 g',
    categorie: { id: 1, nom: 'Beurres et huiles', famille: { id: 1, nom: 'Soins' } },
    producteur: null,
  },
} as unknown as SellerProduct;

describe('matchesProductSearch', () => {
  it('finds by name without accents or case, by id, producer and category', () => {
    expect(matchesProductSearch(product, '')).toBe(true);
    expect(matchesProductSearch(product, 'KARITE')).toBe(true);
    expect(matchesProductSearch(product, '42')).toBe(true);
    expect(matchesProductSearch(product, 'cooperative')).toBe(true);
    expect(matchesProductSearch(product, 'huiles brut')).toBe(true);
    expect(matchesProductSearch(product, 'moringa')).toBe(false);
    expect(matchesProductSearch(product, 'karité moringa')).toBe(false);
  });
});

describe('pages', () => {
  const items = Array.from({ length: 31 }, (_, index) => index + 1);

  it('cuts the list into pages of 15', () => {
    expect(pageCount(items.length, 15)).toBe(3);
    expect(pageCount(0, 15)).toBe(1);
    expect(pageOf(items, 1, 15)).toEqual(items.slice(0, 15));
    expect(pageOf(items, 3, 15)).toEqual([31]);
  });

  it('shows the last page when the list got shorter', () => {
    expect(pageOf(items, 9, 15)).toEqual([31]);
    expect(pageOf([], 2, 15)).toEqual([]);
  });
});
