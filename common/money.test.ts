import { describe, expect, it } from 'vitest';
import { formatFcfa } from './money.ts';

describe('formatFcfa', () => {
  it('groups thousands with a space and appends FCFA', () => {
    expect(formatFcfa(12500)).toBe('12 500 FCFA');
    expect(formatFcfa(1250000)).toBe('1 250 000 FCFA');
    expect(formatFcfa(500)).toBe('500 FCFA');
    expect(formatFcfa(0)).toBe('0 FCFA');
    expect(formatFcfa(-3000)).toBe('-3 000 FCFA');
  });

  it('never throws, whatever the amount: it renders pages', () => {
    expect(formatFcfa(12.4)).toBe('12 FCFA'); // FCFA has no cents
    expect(formatFcfa(-0.2)).toBe('0 FCFA');
    expect(formatFcfa(2 ** 70)).toBe('1 180 591 620 717 411 303 424 FCFA');
    expect(formatFcfa(1e21)).toBe('1 000 000 000 000 000 000 000 FCFA');
    for (const amount of [Number.NaN, Infinity, -Infinity, '12' as unknown as number]) {
      expect(formatFcfa(amount)).toBe('— FCFA');
    }
  });
});
