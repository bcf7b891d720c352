import { describe, expect, it } from 'vitest';
import { addressInputSchema, preferredChoice } from './addresses.ts';

describe('preferredChoice', () => {
  const mobileMoney = { method: 'Mobile Money' as const, mobileMoneyOperator: 'Moov' as const };

  it('preselects the preferred method and its operator where it is offered', () => {
    expect(preferredChoice('Togo', mobileMoney, ['Mobile Money', 'Carte Bancaire'])).toEqual({
      country: 'Togo',
      method: 'Mobile Money',
      fields: { mobileMoneyProvider: 'Moov' },
    });
  });

  it('chooses nothing where the method is not offered, or without a preference', () => {
    const none = { country: 'France', method: '', fields: {} };
    expect(preferredChoice('France', mobileMoney, ['Carte Bancaire', 'Paypal'])).toEqual(none);
    expect(preferredChoice('France', null, ['Carte Bancaire'])).toEqual(none);
  });
});

describe('addressInputSchema', () => {
  const home = {
    label: 'Maison',
    country: 'Togo',
    city: 'Lomé',
    address: 'Rue 12',
    phone: '90 11 22 33',
    isDefault: true,
  };

  it('stores the phone in E.164, read in the address country', () => {
    expect(addressInputSchema.parse(home).phone).toBe('+22890112233');
  });

  it('refuses a number impossible in the chosen country, beside the phone', () => {
    const parsed = addressInputSchema.safeParse({ ...home, country: 'France' });
    expect(parsed.error?.issues).toMatchObject([
      { path: ['phone'], message: 'Numéro de téléphone invalide pour ce pays.' },
    ]);
  });
});
