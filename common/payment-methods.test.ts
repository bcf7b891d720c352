import { describe, expect, it } from 'vitest';
import {
  canPay,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  paymentMethodsFor,
} from './payment-methods.ts';

describe('payment methods by country', () => {
  it('offers the spec methods for France, Canada and Togo', () => {
    expect(paymentMethodsFor('France')).toEqual(['Carte Bancaire', 'Paypal']);
    expect(paymentMethodsFor('Canada')).toEqual(['Interac', 'Carte Bancaire']);
    expect(paymentMethodsFor('Togo')).toEqual(['Mobile Money', 'Carte Bancaire']);
    expect(paymentMethodsFor('Atlantide')).toEqual([]);
  });

  it('resets the method and its fields when the country changes, and the fields when the method changes', () => {
    let choice = chooseMethod(chooseCountry(EMPTY_PAYMENT_CHOICE, 'Togo'), 'Mobile Money');
    choice = { ...choice, fields: { mobileMoneyPhone: '+228 90 00 00 00' } };
    expect(chooseMethod(choice, 'Carte Bancaire').fields).toEqual({});
    expect(chooseCountry(choice, 'France')).toEqual({ country: 'France', method: '', fields: {} });
  });

  it('enables paying only with a country, its method, every field filled and an amount above 0', () => {
    const togo = chooseMethod(chooseCountry(EMPTY_PAYMENT_CHOICE, 'Togo'), 'Mobile Money');
    expect(canPay(togo, 5000)).toBe(false);
    const halfFilled = {
      ...togo,
      fields: { mobileMoneyPhone: '+228 90 00 00 00', mobileMoneyPin: '  ' },
    };
    expect(canPay(halfFilled, 5000)).toBe(false);
    const filled = {
      ...togo,
      fields: { mobileMoneyPhone: '+228 90 00 00 00', mobileMoneyPin: '1234' },
    };
    expect(canPay(filled, 5000)).toBe(true);
    expect(canPay(filled, 0)).toBe(false);
    expect(canPay({ ...filled, method: 'Interac' }, 5000)).toBe(false);
  });
});
