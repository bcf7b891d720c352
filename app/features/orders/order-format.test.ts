import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatOrderDateTime,
  orderProducts,
  orderQuantity,
} from './order-format.ts';

const line = (name: string, quantity: number) => ({
  boutiqueProduitId: 1,
  name,
  unitPrice: 1000,
  quantity,
  total: 1000 * quantity,
});

const order = {
  orderNumber: 'BAO-2026-000123',
  lines: [line('Beurre de karité brut', 2), line('Savon noir Alata Samina', 1)],
};

describe('order dates', () => {
  it('writes dates in French, in Lomé time', () => {
    expect(formatOrderDate('2026-03-05T23:30:00Z')).toBe('5 mars 2026');
    expect(formatOrderDateTime('2026-03-05T10:30:00Z')).toBe('5 mars 2026 à 10\u00a0h\u00a030');
    // 23:30 in Paris on 5 March is 22:30 in Lomé, still 5 March.
    expect(formatOrderDateTime('2026-03-05T23:30:00+01:00')).toBe(
      '5 mars 2026 à 22\u00a0h\u00a030',
    );
  });
});

describe('order summaries', () => {
  it('lists the products and adds up the quantities', () => {
    expect(orderProducts(order)).toBe('Beurre de karité brut, Savon noir Alata Samina');
    expect(orderQuantity(order)).toBe(3);
  });
});
