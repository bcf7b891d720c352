import { describe, expect, it } from 'vitest';
import { formatEquivalent, priceEquivalent, rateFor, rateNote } from './currency-equivalents.ts';

// Intl writes a no-break space before the symbol; compared here as plain spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('a shop’s currency equivalent', () => {
  it('shows EUR at the fixed peg, with two decimals', () => {
    const rate = rateFor('EUR', null);
    expect(rate).toEqual({ currency: 'EUR', basis: 'peg', fcfaPerUnit: 655.957, rateDate: null });
    expect(plain(formatEquivalent(12_500, rate!))).toBe('≈ 19,06 €');
    expect(plain(formatEquivalent(655_957, rate!))).toBe('≈ 1 000,00 €');
    expect(plain(rateNote(rate!))).toBe('parité fixe : 1 € = 655,957 FCFA');
  });

  it('shows XAF at par, by its code so it is not read as the FCFA charged', () => {
    const rate = rateFor('XAF', { fcfaPerUnit: 2, rateDate: '2026-11-24' });
    expect(rate).toMatchObject({ basis: 'par', fcfaPerUnit: 1 });
    expect(plain(formatEquivalent(12_500, rate!))).toBe('≈ 12 500 XAF');
  });

  it('shows USD and GBP at the team’s rate with its day', () => {
    const usd = rateFor('USD', { fcfaPerUnit: 600, rateDate: '2026-11-24' });
    expect(plain(formatEquivalent(12_500, usd!))).toBe('≈ 20,83 $US');
    expect(rateNote(usd!)).toBe('taux du 24 nov. 2026');
    const gbp = rateFor('GBP', { fcfaPerUnit: 750.5, rateDate: '2026-01-03' });
    expect(plain(priceEquivalent(7_505, gbp)?.text)).toBe('≈ 10,00 £GB');
    expect(priceEquivalent(7_505, gbp)?.note).toBe('taux du 3 janv. 2026');
  });

  it('shows nothing for XOF (the FCFA itself) nor for USD or GBP without a rate', () => {
    expect(rateFor('XOF', { fcfaPerUnit: 1, rateDate: '2026-11-24' })).toBeNull();
    expect(rateFor('USD', null)).toBeNull();
    expect(rateFor('GBP', undefined)).toBeNull();
    expect(priceEquivalent(12_500, null)).toBeNull();
  });
});
