import { z } from 'zod';
import { ADMIN_RATED_CURRENCIES, type RateBasis } from './currency-equivalents.ts';
import { isCalendarDay } from './data-tables.ts';
import { SHOP_CURRENCIES } from './shop-settings.ts';

// The team's exchange rates (issue 15, decision 017): the API's bodies, the back-office's form
// and their messages.

export const RATE_SAVED = 'Taux de change enregistré avec succès !';
export const RATE_REQUIRED = 'Indiquez combien de FCFA vaut une unité de la devise.';
export const RATE_POSITIVE = 'Le taux doit être supérieur à zéro.';
export const RATE_DECIMALS = 'Le taux a au plus 4 décimales.';
export const RATE_TOO_LARGE = 'Le taux ne peut dépasser 99 999 999,9999 FCFA.';
export const RATE_DATE_INVALID = 'Indiquez la date du taux (jour, mois, année).';
export const RATE_DATE_FUTURE = 'La date du taux ne peut pas être dans le futur.';

/** numeric(12, 4) in taux_de_change. */
const LARGEST_RATE = 99_999_999.9999;

/** No more than four decimals, read as the number was typed (0.1 + 0.2 is not a fifth one). */
const hasAtMostFourDecimals = (value: number) => Number(value.toFixed(4)) === value;

export const exchangeRateInputSchema = z.object({
  fcfaPerUnit: z
    .number({ error: RATE_REQUIRED })
    .positive(RATE_POSITIVE)
    .max(LARGEST_RATE, RATE_TOO_LARGE)
    .refine(hasAtMostFourDecimals, RATE_DECIMALS),
  // Whether the day is past is the service's check: it knows the date.
  rateDate: z.string({ error: RATE_DATE_INVALID }).refine(isCalendarDay, RATE_DATE_INVALID),
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

export const adminRatedCurrencySchema = z.enum(ADMIN_RATED_CURRENCIES, {
  error: 'Devise sans taux à fixer : USD ou GBP.',
});

/** One currency's rate as the public read tells it; null until the team sets USD or GBP. */
export const exchangeRateSchema = z.object({
  currency: z.enum(SHOP_CURRENCIES).exclude(['XOF']),
  basis: z.enum(['peg', 'par', 'admin'] satisfies RateBasis[]),
  fcfaPerUnit: z.number().nullable(),
  rateDate: z.string().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** A team-set rate as the back-office shows it: who set it and when. */
export const adminExchangeRateSchema = z.object({
  currency: adminRatedCurrencySchema,
  fcfaPerUnit: z.number(),
  rateDate: z.string(),
  setByName: z.string(),
  updatedAt: z.string(),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRateSchema>;
