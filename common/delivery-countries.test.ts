import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, DELIVERY_COUNTRIES } from './delivery-countries.ts';

// « Côte d'Ivoire » is stored with a straight apostrophe (phone prefixes, zones and payment
// methods are looked up by it) and shown with the French one.

describe('country names', () => {
  it("shows the stored « Côte d'Ivoire » with ’ and the others as they are", () => {
    expect(countryName("Côte d'Ivoire")).toBe('Côte d’Ivoire');
    expect(countryName('Sénégal')).toBe('Sénégal');
  });

  it('keeps the stored name as each option’s value', () => {
    const options = countryOptions(DELIVERY_COUNTRIES);
    expect(options.map((option) => option.value)).toEqual([...DELIVERY_COUNTRIES]);
    expect(options).toContainEqual({ value: "Côte d'Ivoire", label: 'Côte d’Ivoire' });
  });
});
