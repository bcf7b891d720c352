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

  it('refuses fractions: FCFA has no cents', () => {
    expect(() => formatFcfa(12.5)).toThrow(RangeError);
  });
});
