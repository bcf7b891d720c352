import { describe, expect, it } from 'vitest';
import { MOBILE_MONEY_PROVIDERS } from './payment-methods.ts';
import { operatorLabel, shopOperatorChoices } from './payment-settings.ts';

// The payment panel's Mobile Money operators: the shop's country's, not all six wherever it is.

const offered = (country: string | null, chosen: Parameters<typeof shopOperatorChoices>[1] = []) =>
  shopOperatorChoices(country, chosen).map(operatorLabel);

describe('the operators a shop is offered', () => {
  it('are its country’s own', () => {
    expect(offered('Sénégal')).toEqual(['Orange', 'Wave', 'Free Money']);
    expect(offered('Togo')).toEqual(['Moov', 'T-Money']);
    expect(offered('Cameroun')).toEqual(['MTN', 'Orange']);
  });

  it('keep one saved from another country, said so, rather than lose it unseen', () => {
    expect(offered('Togo', ['MTN', 'Moov', null])).toEqual([
      'MTN (hors du pays de la boutique)',
      'Moov',
      'T-Money',
    ]);
  });

  it('are all of them while the shop’s country is unknown or has none of ours', () => {
    expect(offered(null)).toEqual([...MOBILE_MONEY_PROVIDERS]);
    expect(offered('France')).toEqual([...MOBILE_MONEY_PROVIDERS]);
  });
});
