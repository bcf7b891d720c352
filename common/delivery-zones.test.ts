import { describe, expect, it } from 'vitest';
import { inCountry, zoneFor } from './delivery-zones.ts';
import type { DeliveryZone } from './shop-settings.ts';

const all = new Set<DeliveryZone>(['National', 'Afrique', 'Europe', 'International']);

describe('zoneFor', () => {
  it('serves the shop’s own country as National', () => {
    expect(zoneFor('Togo', 'Togo', all)).toBe('National');
  });

  it('serves a neighbour through its region, and the rest of the world as International', () => {
    expect(zoneFor('Bénin', 'Togo', all)).toBe('Afrique');
    expect(zoneFor('France', 'Togo', all)).toBe('Europe');
    expect(zoneFor('Canada', 'Togo', all)).toBe('International');
  });

  it('falls back to a wider zone the shop serves, and to none at all', () => {
    expect(zoneFor('Togo', 'Togo', new Set(['Afrique']))).toBe('Afrique');
    expect(zoneFor('France', 'Togo', new Set(['International']))).toBe('International');
    expect(zoneFor('France', 'Togo', new Set(['National', 'Afrique']))).toBeNull();
    // International is abroad: it never covers the shop's own country.
    expect(zoneFor('Togo', 'Togo', new Set(['International']))).toBeNull();
  });
});

describe('inCountry', () => {
  it('uses « en » before feminine countries and « au » before masculine ones', () => {
    expect(inCountry('France')).toBe('en France');
    // The stored name, said with the French apostrophe.
    expect(inCountry("Côte d'Ivoire")).toBe('en Côte d’Ivoire');
    expect(inCountry('Togo')).toBe('au Togo');
    expect(inCountry('Canada')).toBe('au Canada');
  });
});
