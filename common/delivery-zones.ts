import type { DeliveryZone } from './shop-settings.ts';
import { countryName } from './delivery-countries.ts';

// Which of a shop's delivery zones a buyer's country falls in (issue 15). The most precise zone
// the shop serves wins: its own country (National), then the buyer's region (Afrique, Europe),
// then International, which covers any other country abroad.

const REGION_OF_COUNTRY: Record<string, 'Afrique' | 'Europe'> = {
  Togo: 'Afrique',
  "Côte d'Ivoire": 'Afrique',
  Sénégal: 'Afrique',
  Bénin: 'Afrique',
  'Burkina Faso': 'Afrique',
  Mali: 'Afrique',
  Cameroun: 'Afrique',
  France: 'Europe',
};

/** The zone that serves `buyerCountry`, or null when the shop does not deliver there. */
export function zoneFor(
  buyerCountry: string,
  shopCountry: string | null,
  served: ReadonlySet<DeliveryZone>,
): DeliveryZone | null {
  if (buyerCountry === shopCountry && served.has('National')) return 'National';
  const region = REGION_OF_COUNTRY[buyerCountry];
  if (region && served.has(region)) return region;
  if (buyerCountry !== shopCountry && served.has('International')) return 'International';
  return null;
}

/** « en France », « au Togo »: the preposition French uses before each country we serve. */
export function inCountry(country: string): string {
  const name = countryName(country);
  return country === 'France' || country === "Côte d'Ivoire" ? `en ${name}` : `au ${name}`;
}
