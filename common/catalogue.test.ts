import { describe, expect, it } from 'vitest';
import { groupByCategory, toProductCard, type ProductListingEntry } from './catalogue.ts';

function entry(id: number, categorie: string): ProductListingEntry {
  return {
    id,
    price: 1000,
    stockDisponible: 1,
    dateAjout: '2026-11-01T00:00:00.000Z',
    boutique: { id: 1, name: 'Boutique', logoUrl: null },
    product: {
      id,
      name: `Produit ${id}`,
      description: '',
      categorie: { id: 1, nom: categorie, famille: { id: 1, nom: 'Famille' } },
      produitimage: [],
      producteur: null,
    },
    rating: null,
  };
}

describe('groupByCategory', () => {
  it('groups by category in French order, keeping the product order, "Autres" last', () => {
    const groups = groupByCategory([
      entry(1, 'Tisanes'),
      entry(2, ' '),
      entry(3, 'Épices'),
      entry(4, 'Beurres et huiles'),
      entry(5, 'Tisanes'),
    ]);
    expect(groups.map((group) => group.name)).toEqual([
      'Beurres et huiles',
      'Épices',
      'Tisanes',
      'Autres',
    ]);
    expect(groups[2]!.products.map((product) => product.id)).toEqual([1, 5]);
    expect(groups[3]!.products.map((product) => product.id)).toEqual([2]);
  });

  it('keeps the first products of each category', () => {
    const groups = groupByCategory(
      [entry(1, 'Tisanes'), entry(2, 'Tisanes'), entry(3, 'Tisanes'), entry(4, 'Épices')],
      2,
    );
    expect(groups.map(({ name, products }) => [name, products.length])).toEqual([
      ['Épices', 1],
      ['Tisanes', 2],
    ]);
    expect(groups[1]!.products.map((product) => product.id)).toEqual([1, 2]);
  });

  it('returns no group for no product', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('toProductCard', () => {
  it('keeps what a card and the cart need, and drops the long texts', () => {
    const card = toProductCard(entry(7, 'Tisanes'));
    expect(card).toEqual({
      id: 7,
      price: 1000,
      stockDisponible: 1,
      boutique: { id: 1, name: 'Boutique', logoUrl: null },
      product: { name: 'Produit 7', produitimage: [], categorie: { id: 1, nom: 'Tisanes' } },
    });
    expect(JSON.stringify(card)).not.toContain('description');
  });
});
