import { z } from 'zod';
import { formatFrenchDecimal } from './french-format.ts';

// The platform's commission on each order line (issue 46 §2): a rate in basis points (1 % = 100
// points, so 12,5 % is 1250), set by the team for the whole platform, a category or one boutique.
// The rate in force is written on the line at checkout; a later change never rewrites it.

export const COMMISSION_SCOPES = ['plateforme', 'categorie', 'boutique'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

/** 100 % in basis points. */
export const FULL_RATE_BPS = 10_000;

/**
 * The commission of an order line, in whole FCFA: the line's total times the rate, rounded once,
 * to the nearest franc, a half franc up (1 250 FCFA at 2,5 % is 31,25 → 31; at 2,54 %, 31,75 → 32).
 */
export function lineCommission(lineTotal: number, rateBps: number): number {
  return Math.floor((lineTotal * rateBps + FULL_RATE_BPS / 2) / FULL_RATE_BPS);
}

/** « 12,5 % », as the screens say a rate. */
export function formatRate(rateBps: number): string {
  return `${formatFrenchDecimal(rateBps / 100, 0, 2)}\u00a0%`;
}

export const RATE_REQUIRED = 'Indiquez un taux entre 0 et 100 %.';
export const RATE_PRECISION = 'Le taux s’écrit avec deux décimales au plus.';
export const COMMISSION_SAVED = 'Taux de commission enregistré.';
export const COMMISSION_OVERRIDE_REMOVED =
  'Taux particulier supprimé : le taux général s’applique.';

/** A percentage (12.5 for 12,5 %), taken in basis points (1250). */
export const ratePercentSchema = z
  .number(RATE_REQUIRED)
  .min(0, RATE_REQUIRED)
  .max(100, RATE_REQUIRED)
  .refine((percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, RATE_PRECISION)
  .transform((percent) => Math.round(percent * 100));

/** A change of rate: for the platform, a category or a boutique; null removes an override. */
export const commissionChangeSchema = z.discriminatedUnion('portee', [
  z.object({ portee: z.literal('plateforme'), taux: ratePercentSchema }),
  z.object({
    portee: z.literal('categorie'),
    categorieId: z.number().int().positive(),
    taux: ratePercentSchema.nullable(),
  }),
  z.object({
    portee: z.literal('boutique'),
    boutiqueId: z.number().int().positive(),
    taux: ratePercentSchema.nullable(),
  }),
]);
export type CommissionChange = z.infer<typeof commissionChangeSchema>;

const rateRowSchema = z.object({
  /** In basis points. */
  rateBps: z.number().int(),
  setAt: z.string(),
  setBy: z.string(),
});

export const commissionRatesSchema = z.object({
  /** null until the team sets one: no commission is taken. */
  platform: rateRowSchema.nullable(),
  categories: z.array(rateRowSchema.extend({ categorieId: z.number().int(), name: z.string() })),
  boutiques: z.array(rateRowSchema.extend({ boutiqueId: z.number().int(), name: z.string() })),
  /** What a rate can be set for: every category and boutique, by name. */
  choices: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    boutiques: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  /** Every change, newest first (the latest ones). */
  history: z.array(
    z.object({
      scope: z.enum(COMMISSION_SCOPES),
      target: z.string(),
      rateBps: z.number().int().nullable(),
      setAt: z.string(),
      setBy: z.string(),
    }),
  ),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;
