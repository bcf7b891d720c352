import { z } from 'zod';
import { deliveryDetailsSchema } from './delivery.ts';
import {
  MOBILE_MONEY_PROVIDERS,
  PAYMENT_METHODS,
  type PaymentChoice,
  type PaymentMethod,
} from './payment-methods.ts';
import { PHONE_INVALID_MESSAGE, toE164 } from './phone.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// A buyer's saved delivery addresses and preferred payment method (issue 16, 'Paramètres'):
// shared by the settings screen, its actions, the API and the service, so every entry point
// gives the same French messages. The checkout starts from them.

/** Enough for home, work, family and a few more; beyond is a list nobody picks from. */
export const MAX_ADDRESSES = 10;

export const ADDRESS_SAVED_MESSAGE = 'Adresse enregistrée.';
export const ADDRESS_DELETED_MESSAGE = 'Adresse supprimée.';
export const ADDRESS_DEFAULT_MESSAGE = 'Adresse par défaut mise à jour.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Adresse introuvable.';
export const TOO_MANY_ADDRESSES_MESSAGE = `Vous avez déjà ${MAX_ADDRESSES} adresses : supprimez-en une avant d’en ajouter.`;
export const PAYMENT_PREFERENCE_SAVED_MESSAGE = 'Paramètres de paiement enregistrés !';
export const OPERATOR_REQUIRED_MESSAGE = 'Choisissez votre opérateur Mobile Money.';

/**
 * The spec's order form (country, city, full address, phone) with a name and the default flag.
 * The phone comes out in E.164, read in the address's country.
 */
export const addressInputSchema = deliveryDetailsSchema
  .extend({
    label: requiredText('Nom de l’adresse requis (Maison, Bureau…)').max(
      MAX_LENGTH.addressLabel,
      tooLongMessage('Le nom', MAX_LENGTH.addressLabel),
    ),
    isDefault: z.boolean({ error: 'Par défaut : oui ou non.' }),
  })
  .strict()
  .transform((input, context) => {
    const phone = toE164(input.phone, input.country);
    if (phone) return { ...input, phone };
    context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_INVALID_MESSAGE });
    return z.NEVER;
  });
export type AddressInput = z.output<typeof addressInputSchema>;

export interface SavedAddress {
  id: number;
  label: string;
  country: string;
  city: string;
  address: string;
  /** E.164. */
  phone: string;
  isDefault: boolean;
}

/** The method preselected at checkout, and its operator with Mobile Money; null: none chosen. */
export const paymentPreferenceSchema = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS, 'Moyen de paiement invalide.').nullable(),
    mobileMoneyOperator: z
      .enum(MOBILE_MONEY_PROVIDERS, 'Opérateur invalide : choisissez un opérateur de la liste.')
      .nullable(),
  })
  .refine((value) => value.method !== 'Mobile Money' || value.mobileMoneyOperator !== null, {
    path: ['mobileMoneyOperator'],
    message: OPERATOR_REQUIRED_MESSAGE,
  })
  // An operator without Mobile Money would be preselected nowhere: it is dropped.
  .transform((value) => ({
    method: value.method,
    mobileMoneyOperator: value.method === 'Mobile Money' ? value.mobileMoneyOperator : null,
  }));
export type PaymentPreference = z.output<typeof paymentPreferenceSchema>;

/**
 * The payment form's start in `country`: the preferred method when it is offered there (and
 * its operator with Mobile Money), else nothing chosen. The shops' terms still apply.
 */
export function preferredChoice(
  country: string,
  preference: PaymentPreference | null,
  offered: readonly PaymentMethod[],
): PaymentChoice {
  const method = preference?.method;
  if (!method || !offered.includes(method)) return { country, method: '', fields: {} };
  const operator = method === 'Mobile Money' ? preference.mobileMoneyOperator : null;
  return { country, method, fields: operator ? { mobileMoneyProvider: operator } : {} };
}
