// Apart from delivery.ts and its Zod schemas: the home page names the countries without
// loading the validation library.

/** Countries we deliver to (West and Central Africa, and the diaspora). */
export const DELIVERY_COUNTRIES = [
  'Togo',
  "Côte d'Ivoire",
  'Sénégal',
  'Bénin',
  'Burkina Faso',
  'Mali',
  'Cameroun',
  'France',
  'Canada',
] as const;

/**
 * A country as people read it. « Côte d'Ivoire » is stored with a straight apostrophe (accounts,
 * addresses, orders and producers hold it; phone prefixes, zones and payment methods are looked
 * up by it): shown, it takes the French one. Every screen names a country through this.
 */
export const countryName = (country: string): string =>
  country.replace(/(?<=\p{L})'(?=\p{L})/gu, '’');

/** A select's options: the stored country as the value, its name as the label. */
export const countryOptions = (countries: readonly string[]) =>
  countries.map((country) => ({ value: country, label: countryName(country) }));
