import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotal,
  decrementLine,
  describeCartChange,
  incrementLine,
  lineFromEntry,
  parseCart,
  refreshCart,
  removeLine,
  serializeCart,
  type CartLine,
} from './cart.ts';
import type { ProductListingEntry } from './catalogue.ts';
import { MAX_LINE_QUANTITY, MAX_PRICE_FCFA } from './limits.ts';
import { formatFcfa } from './money.ts';

function line(id: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    name: `Produit ${id}`,
    image: `/uploads/${id}.webp`,
    price: 1000 * id,
    quantity: 1,
    stock: 5,
    ...overrides,
  };
}

function entry(id: number, price: number, stock: number): ProductListingEntry {
  return {
    id,
    price,
    stockDisponible: stock,
    dateAjout: '2026-11-01T00:00:00.000Z',
    boutique: { id: 1, name: 'Karité de Kara', logoUrl: null },
    product: {
      id,
      name: `Produit ${id}`,
      description: '',
      categorie: { id: 1, nom: 'Beurres', famille: { id: 1, nom: 'Soins' } },
      produitimage: [{ url: `/uploads/${id}.webp` }],
      producteur: null,
    },
    rating: null,
  };
}

describe('parseCart', () => {
  it('reads a stored list', () => {
    const lines = [line(1), line(2, { quantity: 3 })];
    expect(parseCart(serializeCart(lines))).toEqual(lines);
  });

  it.each([null, '', 'pas du json', '{"id":1}', '42', 'null', '"cart"'])(
    'resets %j to an empty cart',
    (stored) => {
      expect(parseCart(stored)).toEqual([]);
    },
  );

  it('drops lines that are not cart lines', () => {
    const stored = JSON.stringify([
      line(1),
      { id: 'x' },
      { ...line(2), quantity: 0 },
      { ...line(3), price: -5 },
    ]);
    expect(parseCart(stored)).toEqual([line(1)]);
  });

  it('lowers a huge quantity to the most the server accepts, so totals stay sane', () => {
    const stored = JSON.stringify([
      line(1, { quantity: 9_007_199_254_740_991 }),
      line(2, { quantity: 1e300 }),
      line(3, { quantity: MAX_LINE_QUANTITY }),
    ]);
    const lines = parseCart(stored);
    expect(lines.map((kept) => kept.quantity)).toEqual([999, 999, 999]);
    expect(cartCount(lines)).toBe(2997);
    expect(formatFcfa(cartTotal(lines))).toBe('5 994 000 FCFA');
  });

  it('drops every line it cannot trust, and keeps the others', () => {
    const stored = JSON.stringify([
      line(1),
      { ...line(2), quantity: -3 },
      { ...line(3), quantity: 2.5 },
      { ...line(4), quantity: 'NaN' },
      { ...line(5), quantity: '3' },
      { ...line(6), quantity: null }, // what JSON.stringify makes of NaN and Infinity
      { ...line(7), price: MAX_PRICE_FCFA + 1 },
      { ...line(8), price: '1000' },
      { id: 9, name: 'Sans prix ni quantité', image: '' },
      { ...line(10), name: { nested: ['junk'] } },
      { ...line(11), stock: -1 },
      [line(12)],
      [[[{ id: 13 }]]],
      null,
      'Produit 14',
      line(15, { quantity: 2 }),
    ]);
    expect(parseCart(stored)).toEqual([line(1), line(15, { quantity: 2 })]);
  });

  it('keeps one line per product', () => {
    const stored = JSON.stringify([line(1), line(2), line(1, { quantity: 4 })]);
    expect(parseCart(stored)).toEqual([line(1), line(2)]);
  });
});

describe('changing the cart', () => {
  it('adds a new product as a line', () => {
    expect(addToCart([], line(1)).lines).toEqual([line(1)]);
  });

  it('increases the quantity of a product already in the cart instead of adding a line', () => {
    const result = addToCart([line(1), line(2)], line(2, { quantity: 2 }));
    expect(result.lines).toEqual([line(1), line(2, { quantity: 3 })]);
    expect(result.error).toBeUndefined();
  });

  it('never goes above the stock, and says so in French', () => {
    const result = addToCart(
      [line(1, { quantity: 4, stock: 5 })],
      line(1, { quantity: 3, stock: 5 }),
    );
    expect(result.lines[0]!.quantity).toBe(5);
    expect(result.error).toBe(
      'Stock insuffisant : il ne reste que 5 exemplaires de « Produit 1 ».',
    );
    expect(incrementLine([line(1, { quantity: 1, stock: 1 })], 1)).toEqual({
      lines: [line(1, { quantity: 1, stock: 1 })],
      error: 'Stock insuffisant : il ne reste que 1 exemplaire de « Produit 1 ».',
    });
  });

  it('refuses a product out of stock', () => {
    const result = addToCart([], line(1, { stock: 0 }));
    expect(result.lines).toEqual([]);
    expect(result.error).toBe('« Produit 1 » est en rupture de stock.');
  });

  it('takes the latest price and stock when the same product is added again', () => {
    const result = addToCart([line(1, { price: 1000 })], line(1, { price: 1200, stock: 9 }));
    expect(result.lines).toEqual([line(1, { price: 1200, stock: 9, quantity: 2 })]);
  });

  it('plus adds one, minus removes one but never below 1, delete removes the line', () => {
    let lines = [line(1), line(2)];
    lines = incrementLine(lines, 1).lines;
    expect(lines[0]!.quantity).toBe(2);
    lines = decrementLine(lines, 1).lines;
    lines = decrementLine(lines, 1).lines;
    expect(lines[0]!.quantity).toBe(1);
    expect(removeLine(lines, 1).lines).toEqual([line(2)]);
  });
});

describe('badge and total', () => {
  it('counts quantities and sums quantity × price', () => {
    const lines = [line(1, { quantity: 2, price: 2500 }), line(2, { quantity: 3, price: 1500 })];
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal(lines)).toBe(9500);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe('refreshCart', () => {
  it('applies new prices, drops vanished or sold-out products, caps quantities, and reports each change', () => {
    const lines = [line(1, { price: 1000 }), line(2, { quantity: 4 }), line(3), line(4)];
    const { lines: refreshed, changes } = refreshCart(lines, [
      entry(1, 1500, 10),
      entry(2, 2000, 2),
      entry(4, 4000, 0),
    ]);
    expect(refreshed).toEqual([
      lineFromEntry(entry(1, 1500, 10)),
      lineFromEntry(entry(2, 2000, 2), 2),
    ]);
    expect(changes.map((change) => describeCartChange(change, formatFcfa))).toEqual([
      'Le prix de « Produit 1 » est passé de 1 000 FCFA à 1 500 FCFA.',
      'La quantité de « Produit 2 » a été ramenée à 2, le stock disponible.',
      'Le produit « Produit 3 » n’est plus disponible et a été retiré de votre panier.',
      'Le produit « Produit 4 » n’est plus disponible et a été retiré de votre panier.',
    ]);
  });

  it('reports nothing when nothing changed', () => {
    const lines = [lineFromEntry(entry(1, 1000, 5))];
    expect(refreshCart(lines, [entry(1, 1000, 5)])).toEqual({ lines, changes: [] });
  });
});
