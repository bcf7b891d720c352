import { describe, expect, it } from 'vitest';
import { deliveryErrors } from './delivery.ts';

describe('delivery details', () => {
  it('accepts a complete order form', () => {
    expect(
      deliveryErrors({
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue 12, Bè',
        phone: '+228 90 11 22 33',
      }),
    ).toEqual({});
  });

  it('names every missing field in French', () => {
    expect(deliveryErrors({ country: '', city: ' ', address: '', phone: '' })).toEqual({
      country: 'Le pays est requis.',
      city: 'La ville est requise.',
      address: 'L’adresse est requise.',
      phone: 'Le numéro de téléphone est requis.',
    });
  });

  it('refuses a phone number that is not one', () => {
    expect(
      deliveryErrors({
        country: 'France',
        city: 'Paris',
        address: '1 rue X',
        phone: 'appelez-moi',
      }),
    ).toEqual({
      phone: 'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
    });
  });
});
