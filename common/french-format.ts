import { groupThousands } from './money.ts';

// Dates and decimal figures as `Intl` writes them in fr-FR, written out here instead (decision
// 042), except where French typography writes them otherwise: the first of the month is
// « 1er décembre », a time « 18 h 23 » (Intl writes « 1 décembre », « 18:23 »). A page's first `Intl` call loads the browser's locale data, 40–60 ms of one task on a
// fresh page of this machine and four times that on a mid-range phone, and the product, blog
// and article pages paid it for a single date. Dates are read in UTC, which is also West
// African time (Lomé, Dakar, Abidjan: UTC+0, no daylight saving), so the server and every
// browser write the same day whatever their own zone.

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
/** CLDR's French abbreviations, those of `month: 'short'` and `dateStyle: 'medium'`. */
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

interface DateParts {
  /** 'long': « 5 novembre 2026 »; 'short': « 5 nov. 2026 ». */
  month: 'long' | 'short';
  /** false: « 5 nov. » */
  year?: boolean;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** '2026-11-05T10:30:00Z' → « 5 novembre 2026 », « 5 nov. 2026 » or « 5 nov. »; « 1er » the first. */
export function formatFrenchDate(value: string | Date, { month, year = true }: DateParts): string {
  const date = asDate(value);
  const monthName = (month === 'long' ? MONTHS : SHORT_MONTHS)[date.getUTCMonth()];
  const dayOfMonth = date.getUTCDate();
  const day = `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${monthName}`;
  return year ? `${day} ${date.getUTCFullYear()}` : day;
}

/**
 * '2026-11-05T18:23:00Z' → « 18 h 23 », '…T09:05…' → « 9 h 05 », '…T12:00…' → « 12 h »: hours
 * and minutes held together by no-break spaces.
 */
export function formatFrenchTime(value: string | Date): string {
  const date = asDate(value);
  const minutes = date.getUTCMinutes();
  const hours = `${date.getUTCHours()}\u00a0h`;
  return minutes === 0 ? hours : `${hours}\u00a0${String(minutes).padStart(2, '0')}`;
}

/** « 1er décembre 2026 à 18 h 23 » (`month: 'long'`), « 5 mars 2026 à 10 h 30 » ('short'). */
export function formatFrenchDateTime(value: string | Date, parts: DateParts): string {
  return `${formatFrenchDate(value, parts)} à ${formatFrenchTime(value)}`;
}

/**
 * 4.25 → « 4,25 »; 1234.5 → « 1 234,5 »: at most `maxDigits` decimals, trailing zeros dropped
 * down to `minDigits`, rounded as `Intl` rounds: half away from zero on the figure as written
 * (2.005 → « 2,01 », where `toFixed` would see the binary 2.00499… and write « 2,00 »).
 */
export function formatFrenchDecimal(value: number, minDigits: number, maxDigits: number): string {
  const size = Math.abs(value);
  // Shifting through the written exponent rounds the decimal figure, not its binary neighbour;
  // figures JavaScript writes with an exponent (1e-7, 1e21) are rounded as they are.
  const shifted = Math.round(Number(`${size}e${maxDigits}`));
  const rounded = Number.isFinite(shifted) ? shifted / 10 ** maxDigits : size;
  const [whole = '0', decimals = ''] = rounded.toFixed(maxDigits).split('.');
  let kept = decimals;
  while (kept.length > minDigits && kept.endsWith('0')) kept = kept.slice(0, -1);
  return `${value < 0 ? '-' : ''}${groupThousands(whole)}${kept ? `,${kept}` : ''}`;
}
