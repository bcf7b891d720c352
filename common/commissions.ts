import { z } from 'zod';

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
  return `${(rateBps / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })}\u00a0%`;
}

export const RATE_REQUIRED = 'Indiquez un taux entre 0 et 100 %.';
export const RATE_PRECISION = 'Le taux s’écrit avec deux décimales au plus.';
export const COMMISSION_SAVED = 'Taux de commission enregistré.';
export const COMMISSION_OVERRIDE_REMOVED =
  'Taux particulier supprimé : le taux général s’applique.';

/** A percentage as typed (« 12,5 » or 12.5), turned into basis points. */
export const ratePercentSchema = z
  .union([z.number(), z.string().trim().min(1, RATE_REQUIRED)], RATE_REQUIRED)
  .transform((value, context) => {
    const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    if (!Number.isFinite(number) || number < 0 || number > 100) {
      context.addIssue({ code: 'custom', message: RATE_REQUIRED });
      return z.NEVER;
    }
    const bps = Math.round(number * 100);
    if (Math.abs(bps - number * 100) > 1e-6) {
      context.addIssue({ code: 'custom', message: RATE_PRECISION });
      return z.NEVER;
    }
    return bps;
  });

/** A change of rate: for the platform, a category or a boutique; null removes an override. */
export const commissionChangeSchema = z.discriminatedUnion('portee', [
  z.object({ portee: z.literal('plateforme'), taux: ratePercentSchema }),
  z.object({
    portee: z.literal('categorie'),
    categorieId: z.coerce.number().int().positive(),
    taux: ratePercentSchema.nullable(),
  }),
  z.object({
    portee: z.literal('boutique'),
    boutiqueId: z.coerce.number().int().positive(),
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
