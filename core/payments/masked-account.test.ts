import { describe, expect, it } from 'vitest';
import { maskPaymentAccount } from './masked-account.ts';

describe('maskPaymentAccount', () => {
  it('keeps only the last four digits of a card or a phone', () => {
    expect(maskPaymentAccount('Carte Bancaire', '4242 4242 4242 4242')).toBe('•••• 4242');
    expect(maskPaymentAccount('Mobile Money', '+228 90 12 34 56')).toBe('•••• 3456');
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskPaymentAccount('Paypal', 'kofi.mensah@exemple.tg')).toBe('k••••@exemple.tg');
  });

  it('keeps nothing when there is nothing usable', () => {
    expect(maskPaymentAccount('Carte Bancaire', undefined)).toBeNull();
    expect(maskPaymentAccount('Carte Bancaire', '12')).toBeNull();
    expect(maskPaymentAccount('Interac', 'sans-arobase')).toBeNull();
  });
});
