import { describe, expect, it } from 'vitest';
import {
  canPay,
  CASH_ON_DELIVERY,
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  mobileMoneyOperatorsIn,
  offersCashOnDelivery,
  PAYMENT_FIELDS,
  PAYMENT_METHODS_BY_COUNTRY,
  paymentMethodsFor,
} from './payment-methods.ts';

const ONLINE = { onlinePayments: true };

describe('payment methods by country', () => {
  it('offers only cash on delivery, where it exists, without an online provider', () => {
    const offline = { onlinePayments: false };
    expect(paymentMethodsFor('Togo', offline)).toEqual([CASH_ON_DELIVERY]);
    expect(paymentMethodsFor('France', offline)).toEqual([]);
    expect(offersCashOnDelivery('Mali')).toBe(true);
    expect(offersCashOnDelivery('Canada')).toBe(false);
  });

  it('offers the spec methods for France, Canada and Togo', () => {
    expect(paymentMethodsFor('France', ONLINE)).toEqual(['Carte Bancaire', 'Paypal']);
    expect(paymentMethodsFor('Canada', ONLINE)).toEqual(['Interac', 'Carte Bancaire']);
    expect(paymentMethodsFor('Togo', ONLINE)).toEqual([
      'Mobile Money',
      'Carte Bancaire',
      'Paiement à la livraison',
    ]);
    expect(paymentMethodsFor('Atlantide', ONLINE)).toEqual([]);
  });

  it('offers cash on delivery in the African countries only', () => {
    for (const country of ["Côte d'Ivoire", 'Sénégal', 'Bénin', 'Burkina Faso', 'Mali', 'Cameroun'])
      expect(paymentMethodsFor(country, ONLINE)).toEqual([
        'Mobile Money',
        'Carte Bancaire',
        'Paiement à la livraison',
      ]);
    expect(paymentMethodsFor('France', ONLINE)).not.toContain(CASH_ON_DELIVERY);
    expect(paymentMethodsFor('Canada', ONLINE)).not.toContain(CASH_ON_DELIVERY);
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
      fields: { mobileMoneyProvider: 'Moov', mobileMoneyPhone: '  ' },
    };
    expect(canPay(halfFilled, 5000)).toBe(false);
    const noOperator = {
      ...togo,
      fields: { mobileMoneyPhone: '+228 90 00 00 00' },
    };
    expect(canPay(noOperator, 5000)).toBe(false);
    const filled = {
      ...togo,
      fields: { mobileMoneyProvider: 'Moov', mobileMoneyPhone: '+228 90 00 00 00' },
    };
    expect(canPay(filled, 5000)).toBe(true);
    expect(canPay(filled, 0)).toBe(false);
    expect(canPay({ ...filled, method: 'Interac' }, 5000)).toBe(false);
  });

  it('needs no field for cash on delivery, where it is offered', () => {
    const cash = chooseMethod(chooseCountry(EMPTY_PAYMENT_CHOICE, 'Togo'), CASH_ON_DELIVERY);
    expect(canPay(cash, 5000)).toBe(true);
    expect(canPay(cash, 0)).toBe(false);
    expect(canPay({ ...cash, country: 'France' }, 5000)).toBe(false);
  });
});

describe('Mobile Money', () => {
  it('never asks for a PIN: the operator confirms on the buyer’s phone', () => {
    expect(PAYMENT_FIELDS['Mobile Money'].map((field) => field.name)).toEqual([
      'mobileMoneyProvider',
      'mobileMoneyPhone',
    ]);
    for (const field of Object.values(PAYMENT_FIELDS).flat()) {
      expect(`${field.name} ${field.label}`).not.toMatch(/pin|code secret/i);
    }
  });

  it('offers each country’s own operators only', () => {
    expect(mobileMoneyOperatorsIn('Sénégal')).toEqual(['Orange', 'Wave', 'Free Money']);
    expect(mobileMoneyOperatorsIn("Côte d'Ivoire")).toEqual(['Orange', 'MTN', 'Moov', 'Wave']);
    expect(mobileMoneyOperatorsIn('Bénin')).toEqual(['MTN', 'Moov']);
    expect(mobileMoneyOperatorsIn('Togo')).toEqual(['T-Money', 'Moov']);
    expect(mobileMoneyOperatorsIn('Cameroun')).toEqual(['MTN', 'Orange']);
    expect(mobileMoneyOperatorsIn('Burkina Faso')).toEqual(['Orange', 'Moov', 'Wave']);
    expect(mobileMoneyOperatorsIn('Mali')).toEqual(['Orange', 'Moov', 'Wave']);
    expect(mobileMoneyOperatorsIn('France')).toEqual([]);
  });

  it('has operators wherever Mobile Money is offered', () => {
    for (const [country, methods] of Object.entries(PAYMENT_METHODS_BY_COUNTRY)) {
      expect(mobileMoneyOperatorsIn(country).length > 0, country).toBe(
        methods.includes('Mobile Money'),
      );
    }
  });
});
