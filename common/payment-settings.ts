import { z } from 'zod';
import {
  CASH_ON_DELIVERY,
  MOBILE_MONEY_PROVIDERS,
  mobileMoneyOperatorsIn,
  PAYMENT_METHODS,
  type MobileMoneyProvider,
} from './payment-methods.ts';
import { PAYOUT_METHODS, SETTINGS_PANELS } from './shop-settings.ts';

// The 'Paramètres des paiements' panel (issue 15 §3, decision 018): what the shop accepts, its
// minimum order and where the platform pays its money out. One schema for the API and the
// panel's action; the checks that need what is saved (the shop's country, the account already
// on file) are the service's.

/** Highest minimum order a shop may ask, whole FCFA. */
export const MAX_MIN_ORDER_AMOUNT = 10_000_000;

export const PAYMENT_SETTINGS_MESSAGES = {
  saved: 'Paramètres de paiement enregistrés avec succès !',
  noMethod: 'Choisissez au moins un moyen de paiement.',
  cashOnly:
    'Sans paiement en ligne, la boutique ne prend que le paiement à la livraison : cochez-le.',
  noOperator: 'Choisissez au moins un opérateur Mobile Money.',
  minOrder: 'Le minimum de commande est un montant entier en FCFA, 0 ou plus.',
  payoutRequired: 'Indiquez où verser votre argent pour accepter les paiements en ligne.',
  payoutOperator: 'Choisissez l’opérateur du numéro Mobile Money.',
  holder: 'Indiquez le titulaire du compte.',
  account: 'Indiquez le numéro du compte de versement.',
  phone: 'Numéro Mobile Money invalide : écrivez-le avec son indicatif (+228 90 00 00 00).',
  iban: 'IBAN invalide : vérifiez-le (par exemple TG53 TG00 9060 4310 3465 0040 0070).',
} as const;

const M = PAYMENT_SETTINGS_MESSAGES;

/** An IBAN without its spaces, upper-case. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, then up to 30 letters or digits; mod 97 equals 1. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const SHOP_ID_MESSAGE = 'Identifiant de boutique invalide.';

/** The shop whose payments are read or saved, in the address (text, so it converts). */
export const paymentSettingsParamsSchema = z.object({
  boutiqueId: z.coerce
    .number({ error: SHOP_ID_MESSAGE })
    .int(SHOP_ID_MESSAGE)
    .positive(SHOP_ID_MESSAGE)
    .max(2_147_483_647, SHOP_ID_MESSAGE),
});

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const paymentSettingsSchema = z
  .object({
    onlinePayments: z.boolean(),
    acceptedMethods: z
      .array(z.enum(PAYMENT_METHODS, { error: 'Moyen de paiement inconnu.' }))
      .refine(unique, 'Un moyen de paiement est coché deux fois.'),
    mobileMoneyOperators: z
      .array(z.enum(MOBILE_MONEY_PROVIDERS, { error: 'Opérateur inconnu.' }))
      .refine(unique, 'Un opérateur est coché deux fois.'),
    minOrderAmount: z
      .number({ error: M.minOrder })
      .int(M.minOrder)
      .min(0, M.minOrder)
      .max(MAX_MIN_ORDER_AMOUNT, M.minOrder),
    payout: z.object({
      method: z.enum(PAYOUT_METHODS, { error: 'Mode de versement inconnu.' }).nullable(),
      operator: z.enum(MOBILE_MONEY_PROVIDERS, { error: 'Opérateur inconnu.' }).nullable(),
      holder: z.string().trim().max(100, 'Le titulaire tient en 100 caractères.'),
      /** A new number or IBAN; empty keeps the one on file. Never sent back. */
      account: z.string().trim().max(64, 'Numéro trop long.'),
    }),
  })
  .superRefine((settings, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const { acceptedMethods, payout } = settings;
    if (acceptedMethods.length === 0) problem(['acceptedMethods'], M.noMethod);
    else if (!settings.onlinePayments && !acceptedMethods.includes(CASH_ON_DELIVERY)) {
      problem(['acceptedMethods'], M.cashOnly);
    }
    if (
      settings.onlinePayments &&
      acceptedMethods.includes('Mobile Money') &&
      settings.mobileMoneyOperators.length === 0
    ) {
      problem(['mobileMoneyOperators'], M.noOperator);
    }
    if (settings.onlinePayments && payout.method === null) {
      problem(['payout', 'method'], M.payoutRequired);
    }
    if (payout.method === 'Mobile Money' && payout.operator === null) {
      problem(['payout', 'operator'], M.payoutOperator);
    }
    if (payout.method === 'Virement bancaire') {
      if (!payout.holder) problem(['payout', 'holder'], M.holder);
      if (payout.account && !isValidIban(payout.account)) problem(['payout', 'account'], M.iban);
    }
  });

export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

/** What the panel and `GET /api/vendeur/parametres/paiement/{boutiqueId}` show. */
export const paymentSettingsResponseSchema = z.object({
  /** The shop's country (null until set): the panel offers its Mobile Money operators. */
  country: z.string().nullable(),
  onlinePayments: z.boolean(),
  acceptedMethods: z.array(z.enum(PAYMENT_METHODS)),
  mobileMoneyOperators: z.array(z.enum(MOBILE_MONEY_PROVIDERS)),
  minOrderAmount: z.number().int(),
  payout: z.object({
    method: z.enum(PAYOUT_METHODS).nullable(),
    operator: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
    holder: z.string(),
    /** '•••• 4521': the account on file is never sent in clear. */
    accountMasked: z.string().nullable(),
  }),
  history: z.array(
    z.object({
      id: z.number().int(),
      panel: z.enum(SETTINGS_PANELS),
      actorName: z.string(),
      changes: z.array(z.object({ label: z.string(), from: z.string(), to: z.string() })),
      createdAt: z.string(),
    }),
  ),
});

export type PaymentSettings = z.output<typeof paymentSettingsResponseSchema>;

/**
 * The Mobile Money operators the panel offers a shop: its country's, and those it already chose
 * from elsewhere, kept so that they stay readable and are never dropped unseen; every operator
 * while its country is unknown or has none of ours.
 */
export function shopOperatorChoices(
  country: string | null,
  chosen: readonly (MobileMoneyProvider | null)[],
): { operator: MobileMoneyProvider; local: boolean }[] {
  const local = country ? mobileMoneyOperatorsIn(country) : [];
  return MOBILE_MONEY_PROVIDERS.filter(
    (operator) => local.length === 0 || local.includes(operator) || chosen.includes(operator),
  ).map((operator) => ({ operator, local: local.length === 0 || local.includes(operator) }));
}

/** An operator's label in the panel: one chosen outside the shop's country says so. */
export const operatorLabel = ({ operator, local }: { operator: string; local: boolean }) =>
  local ? operator : `${operator} (hors du pays de la boutique)`;
