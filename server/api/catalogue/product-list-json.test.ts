import { describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue-schemas.ts';
import { serializeProductList } from './product-list-json.ts';

const withEverything: ProductListingEntry = {
  id: 12,
  price: 12_500,
  stockDisponible: 0,
  dateAjout: '2026-11-29T08:15:00.000Z',
  boutique: { id: 3, name: 'Karité « Awa » & fils', logoUrl: '/uploads/logos/3.webp' },
  product: {
    id: 40,
    name: 'Beurre de karité\tbrut "non raffiné"',
    description: 'Pressé à froid.\nÀ conserver au frais \\ à l’abri 🌿 \u2028 fin.',
    categorie: { id: 2, nom: 'Beurres', famille: { id: 1, nom: 'Soins du corps' } },
    produitimage: [{ url: '/uploads/demo/karite.webp' }, { url: '/uploads/demo/karite-2.webp' }],
    producteur: { nom: 'Coopérative de Léo', pays: null },
  },
  rating: { average: 4.5, count: 7 },
};

const withNothingOptional: ProductListingEntry = {
  ...withEverything,
  id: 13,
  boutique: { ...withEverything.boutique, logoUrl: null },
  product: { ...withEverything.product, produitimage: [], producteur: null },
  rating: null,
};

describe('serializeProductList', () => {
  it('writes what JSON.stringify writes for the contract, escapes and nulls included', () => {
    const entries = [withEverything, withNothingOptional];
    expect(serializeProductList(entries)).toBe(JSON.stringify(entries));
    expect(serializeProductList([])).toBe('[]');
  });

  it('writes no field the contract does not name', () => {
    const withInternals = {
      ...withEverything,
      ratingTotal: 31,
      boutique: { ...withEverything.boutique, tenantId: 9 },
    } as ProductListingEntry;
    expect(JSON.parse(serializeProductList([withInternals]))).toEqual([withEverything]);
  });
});
