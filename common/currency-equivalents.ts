import { formatFrenchDate } from './french-format.ts';
import { CURRENCY_LABEL } from './money.ts';
import { NO_BREAK_SPACE } from './typography.ts';
import type { ShopCurrency } from './shop-settings.ts';

// A shop's prices shown as an indicative equivalent in its currency, beside the FCFA it charges
// (decision 017). Light on purpose (no Zod): product cards and pages import it.

/** The currencies with an equivalent: XOF is the FCFA itself. */
export type EquivalentCurrency = Exclude<ShopCurrency, 'XOF'>;

/** The currencies whose rate the team sets, with the day it holds for. */
export const ADMIN_RATED_CURRENCIES = ['USD', 'GBP'] as const;
export type AdminRatedCurrency = (typeof ADMIN_RATED_CURRENCIES)[number];

/** Where a rate comes from: the fixed peg, par, or the team. */
export type RateBasis = 'peg' | 'par' | 'admin';

/** What one unit of a currency is worth in FCFA, and on what basis. */
export type CurrencyRate =
  | { currency: 'EUR' | 'XAF'; basis: 'peg' | 'par'; fcfaPerUnit: number; rateDate: null }
  /** `rateDate`: the day the team's rate holds for (YYYY-MM-DD). */
  | { currency: AdminRatedCurrency; basis: 'admin'; fcfaPerUnit: number; rateDate: string };

/** The euro's fixed peg (1 EUR = 655,957 FCFA) and the Central African franc at par. */
export const FIXED_RATES = {
  EUR: { currency: 'EUR', basis: 'peg', fcfaPerUnit: 655.957, rateDate: null },
  XAF: { currency: 'XAF', basis: 'par', fcfaPerUnit: 1, rateDate: null },
} as const satisfies Record<'EUR' | 'XAF', CurrencyRate>;

export const isAdminRated = (currency: string): currency is AdminRatedCurrency =>
  (ADMIN_RATED_CURRENCIES as readonly string[]).includes(currency);

/**
 * The rate a shop's prices are shown at; null when nothing is shown: XOF, or USD and GBP before
 * the team has set their rate (never a made-up one).
 */
export function rateFor(
  currency: ShopCurrency,
  adminRate: { fcfaPerUnit: number; rateDate: string } | null | undefined,
): CurrencyRate | null {
  if (currency === 'XOF') return null;
  if (currency === 'EUR' || currency === 'XAF') return FIXED_RATES[currency];
  return adminRate ? { currency, basis: 'admin', ...adminRate } : null;
}

/** A currency's formatter; the Central African franc by its code, not to be read as our FCFA. */
function formatterOf(currency: EquivalentCurrency) {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'XAF' ? 'code' : 'symbol',
  });
}

/** 12 500 FCFA in euros → '≈ 19,06 €'. */
export function formatEquivalent(fcfa: number, rate: CurrencyRate): string {
  return `≈ ${formatterOf(rate.currency).format(fcfa / rate.fcfaPerUnit)}`;
}

/** '24 nov. 2026' from '2026-11-24'. */
export function formatRateDate(day: string): string {
  return formatFrenchDate(`${day}T00:00:00Z`, { month: 'short' });
}

/** FCFA per unit as French readers write it, bound to its label: '655,957 FCFA'. */
export const formatFcfaPerUnit = (value: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 }).format(value)}${NO_BREAK_SPACE}${CURRENCY_LABEL}`;

/** Where the equivalent comes from, said beside it: the rate's day, the peg or par. */
export function rateNote(rate: CurrencyRate): string {
  switch (rate.basis) {
    case 'admin':
      return `taux du ${formatRateDate(rate.rateDate)}`;
    case 'peg':
      return `parité fixe : 1 € = ${formatFcfaPerUnit(rate.fcfaPerUnit)}`;
    case 'par':
      return '1 XAF = 1 FCFA (parité)';
  }
}

/** A price's equivalent as a page shows it: '≈ 19,06 €' and where it comes from. */
export interface PriceEquivalent {
  text: string;
  note: string;
}

/**
 * Made on the server (in the loader), so the page shows the same text before and after
 * hydration whatever the browser's ICU version writes for currencies.
 */
export function priceEquivalent(fcfa: number, rate: CurrencyRate | null): PriceEquivalent | null {
  return rate && { text: formatEquivalent(fcfa, rate), note: rateNote(rate) };
}
