import { describe, expect, it } from 'vitest';
import { formatFcfa } from './money.ts';
import { CASH_ON_DELIVERY } from './payment-methods.ts';
import {
  belowMinimumMessage,
  cartPaymentOptions,
  methodRefusedMessage,
  methodsAcceptedBy,
  operatorsOffered,
  type ShopPaymentTerms,
} from './shop-payment-terms.ts';

const shop = (name: string, terms: Partial<ShopPaymentTerms> = {}): ShopPaymentTerms => ({
  boutiqueId: name.length,
  boutiqueName: name,
  onlinePayments: true,
  acceptedMethods: ['Mobile Money', 'Carte Bancaire', CASH_ON_DELIVERY],
  mobileMoneyOperators: ['MTN', 'Orange', 'Moov', 'Wave'],
  minOrderAmount: 0,
  ...terms,
});

describe('methodsAcceptedBy', () => {
  it('keeps only cash on delivery when online payments are off', () => {
    expect(methodsAcceptedBy(shop('Karité', { onlinePayments: false }))).toEqual([
      CASH_ON_DELIVERY,
    ]);
  });
});

describe('cartPaymentOptions', () => {
  it('offers what every shop accepts and names the shop that refuses the rest', () => {
    const options = cartPaymentOptions(
      ['Mobile Money', 'Carte Bancaire', CASH_ON_DELIVERY],
      ['MTN', 'Orange', 'Moov', 'Wave'],
      [
        shop('Karité', { mobileMoneyOperators: ['MTN', 'Wave'] }),
        shop('Moringa', { acceptedMethods: ['Mobile Money', CASH_ON_DELIVERY] }),
      ],
    );
    expect(options.methods).toEqual(['Mobile Money', CASH_ON_DELIVERY]);
    expect(options.refused).toEqual([{ method: 'Carte Bancaire', boutiques: ['Moringa'] }]);
    expect(options.operators).toEqual(['MTN', 'Wave']);
    expect(methodRefusedMessage('Carte Bancaire', options)).toBe(
      'La boutique « Moringa » n’accepte pas « Carte Bancaire » : choisissez un autre moyen de paiement, ou commandez ses produits séparément.',
    );
    expect(methodRefusedMessage('Mobile Money', options)).toBeUndefined();
  });
});

describe('belowMinimumMessage', () => {
  it('names the shop, its minimum and what is missing', () => {
    expect(belowMinimumMessage({ boutiqueName: 'Karité', minOrderAmount: 5000 }, 3500)).toBe(
      `La boutique « Karité » demande au moins ${formatFcfa(5000)} d’achats par commande : ajoutez encore ${formatFcfa(1500)} de ses produits.`,
    );
    expect(
      belowMinimumMessage({ boutiqueName: 'Karité', minOrderAmount: 5000 }, 5000),
    ).toBeUndefined();
  });
});

describe('operatorsOffered', () => {
  it('offers the delivery country’s operators before the quote answers, not every operator', () => {
    expect(operatorsOffered('Sénégal', null)).toEqual(['Orange', 'Wave', 'Free Money']);
    expect(operatorsOffered('Togo', null)).toEqual(['T-Money', 'Moov']);
    expect(operatorsOffered('France', null)).toEqual([]);
  });

  it('offers what every shop of the cart accepts once the quote tells', () => {
    expect(operatorsOffered('Togo', { operators: ['Moov'] })).toEqual(['Moov']);
  });
});
