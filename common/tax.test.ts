import { describe, expect, it } from 'vitest';
import { includedTax, includedTaxLine } from './tax.ts';

describe('the VAT within a total with tax', () => {
  it('is total × rate / (100 + rate), rounded to the franc', () => {
    expect(includedTax(11_800, 18)).toBe(1_800);
    expect(includedTax(9_000, 18)).toBe(1_373);
    expect(includedTax(5_000, 0)).toBe(0);
    expect(includedTax(10_000, 19.25)).toBe(1_614);
  });

  it('reads as order documents show it', () => {
    expect(includedTaxLine({ total: 9_000, taxRate: 18 })).toMatch(
      /^dont TVA \(18\u202f%\)\u00a0: 1\u202f373\u00a0FCFA$/,
    );
    expect(includedTaxLine({ total: 10_000, taxRate: 19.25 })).toMatch(
      /^dont TVA \(19,25\u202f%\)/,
    );
  });
});
