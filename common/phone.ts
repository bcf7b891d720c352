import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DELIVERY_COUNTRIES } from './delivery-countries.ts';

// The one place where phone numbers are understood. Everything the server stores or compares
// (accounts, guest orders, login) is E.164 ("+22891234567"), so that every way of typing one
// number ("+228 91 23 45 67", "0022891234567", "91 23 45 67" for someone in Togo) is one number.

export const PHONE_INVALID_MESSAGE = 'Numéro de téléphone invalide pour ce pays.';

/** ISO 3166 code of each country we serve, the default region for numbers typed locally. */
const COUNTRY_CODES: Record<(typeof DELIVERY_COUNTRIES)[number], CountryCode> = {
  Togo: 'TG',
  "Côte d'Ivoire": 'CI',
  Sénégal: 'SN',
  Bénin: 'BJ',
  'Burkina Faso': 'BF',
  Mali: 'ML',
  Cameroun: 'CM',
  France: 'FR',
  Canada: 'CA',
};

function regionOf(country: string | null | undefined): CountryCode | undefined {
  return country ? COUNTRY_CODES[country as keyof typeof COUNTRY_CODES] : undefined;
}

/** "00…" is how most of our countries dial abroad: the same as a leading "+". */
function withPlus(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
}

/** True when the number was typed with its country code ("+228…" or "00228…"). */
export function isInternationalSpelling(raw: string): boolean {
  return withPlus(raw).startsWith('+');
}

/**
 * The number in E.164, reading a local spelling as a number of `country` (one of ours, by its
 * French name). Null when it is not a possible number there.
 */
export function toE164(raw: string, country?: string | null): string | null {
  const parsed = parsePhoneNumberFromString(withPlus(raw), regionOf(country));
  return parsed?.isPossible() ? parsed.number : null;
}

/** A stored number as people read it: "+228 97 00 00 01" (anything else is shown as stored). */
export function formatPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * What a phone number typed at login can be: one number when typed with its country code,
 * else its reading in each of our countries (the account's own country decides which applies).
 */
export function loginPhoneCandidates(raw: string): { e164: string; country: string | null }[] {
  if (isInternationalSpelling(raw)) {
    const e164 = toE164(raw);
    return e164 ? [{ e164, country: null }] : [];
  }
  return DELIVERY_COUNTRIES.flatMap((country) => {
    const e164 = toE164(raw, country);
    return e164 ? [{ e164, country }] : [];
  });
}

/**
 * Where a tap on a shown number leads: the dialler, and a WhatsApp chat (most of our buyers and
 * sellers answer there first). Null for what is not a number (an anonymised order's « — »).
 */
export function phoneContactLinks(shown: string): { call: string; whatsApp: string } | null {
  const parsed = parsePhoneNumberFromString(shown.trim());
  if (!parsed?.isPossible()) return null;
  return { call: parsed.getURI(), whatsApp: `https://wa.me/${parsed.number.slice(1)}` };
}

/** The ISO 3166 country (upper case) a stored E.164 number belongs to; null when unknown. */
export function phoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
