// Payment methods by country (spec sections 4, 5, 9). Choosing a country resets the method and
// its fields; the pay button is enabled only when every field of the method is filled.

export const PAYMENT_METHODS = [
  'Carte Bancaire',
  'Paypal',
  'Mobile Money',
  'Interac',
  'Paiement à la livraison',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Cash on delivery: nothing is paid online; the order is paid when the parcel is handed over. */
export const CASH_ON_DELIVERY: PaymentMethod = 'Paiement à la livraison';

/** The Mobile Money operators of the countries we deliver (spec section 9 named the first four). */
export const MOBILE_MONEY_PROVIDERS = [
  'MTN',
  'Orange',
  'Moov',
  'Wave',
  'Free Money',
  'T-Money',
] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

/**
 * Who runs Mobile Money where (issue 45 §4.3): a buyer is offered only her country's operators.
 * Togo's T-Money is Togocom's (now « Mixx by Yas »), Moov's there is known as Flooz; Wave also
 * serves Mali and Burkina Faso.
 */
const MOBILE_MONEY_OPERATORS_BY_COUNTRY: Record<string, readonly MobileMoneyProvider[]> = {
  Sénégal: ['Orange', 'Wave', 'Free Money'],
  "Côte d'Ivoire": ['Orange', 'MTN', 'Moov', 'Wave'],
  Bénin: ['MTN', 'Moov'],
  Togo: ['T-Money', 'Moov'],
  Cameroun: ['MTN', 'Orange'],
  'Burkina Faso': ['Orange', 'Moov', 'Wave'],
  Mali: ['Orange', 'Moov', 'Wave'],
};

/** The Mobile Money operators of `country`; none where Mobile Money is not offered. */
export function mobileMoneyOperatorsIn(country: string): readonly MobileMoneyProvider[] {
  return MOBILE_MONEY_OPERATORS_BY_COUNTRY[country] ?? [];
}

export interface PaymentField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select';
  /** The choices of a select. */
  options?: readonly string[];
  /** Masked input (CVC, security answer), never stored. */
  secret?: boolean;
  autoComplete?: string;
}

export const PAYMENT_FIELDS: Record<PaymentMethod, PaymentField[]> = {
  'Carte Bancaire': [
    { name: 'cardName', label: 'Nom sur la carte', type: 'text', autoComplete: 'cc-name' },
    { name: 'cardNumber', label: 'Numéro de carte', type: 'text', autoComplete: 'cc-number' },
    {
      name: 'cardExpiry',
      label: 'Date d’expiration (MM/AA)',
      type: 'text',
      autoComplete: 'cc-exp',
    },
    { name: 'cardCvc', label: 'CVC', type: 'text', secret: true, autoComplete: 'cc-csc' },
  ],
  Paypal: [{ name: 'paypalEmail', label: 'E-mail PayPal', type: 'email', autoComplete: 'email' }],
  'Mobile Money': [
    {
      name: 'mobileMoneyProvider',
      label: 'Opérateur',
      type: 'select',
      options: MOBILE_MONEY_PROVIDERS,
    },
    // No PIN, ever: the operator asks for it on the buyer's phone (USSD push or its own page).
    { name: 'mobileMoneyPhone', label: 'Numéro Mobile Money', type: 'tel', autoComplete: 'tel' },
  ],
  Interac: [
    { name: 'interacEmail', label: 'E-mail Interac', type: 'email', autoComplete: 'email' },
    { name: 'interacQuestion', label: 'Question de sécurité', type: 'text' },
    { name: 'interacAnswer', label: 'Réponse de sécurité', type: 'text', secret: true },
  ],
  'Paiement à la livraison': [],
};

// Spec section 9 for France, Canada and Togo; cash on delivery wherever we deliver in Africa.
const AFRICAN_METHODS: PaymentMethod[] = ['Mobile Money', 'Carte Bancaire', CASH_ON_DELIVERY];

export const PAYMENT_METHODS_BY_COUNTRY: Record<string, PaymentMethod[]> = {
  France: ['Carte Bancaire', 'Paypal'],
  Canada: ['Interac', 'Carte Bancaire'],
  Togo: AFRICAN_METHODS,
  "Côte d'Ivoire": AFRICAN_METHODS,
  Sénégal: AFRICAN_METHODS,
  Bénin: AFRICAN_METHODS,
  'Burkina Faso': AFRICAN_METHODS,
  Mali: AFRICAN_METHODS,
  Cameroun: AFRICAN_METHODS,
};

/** Whether the buyer may pay the courier in `country` (our African countries). */
export function offersCashOnDelivery(country: string): boolean {
  return (PAYMENT_METHODS_BY_COUNTRY[country] ?? []).includes(CASH_ON_DELIVERY);
}

/**
 * What a buyer delivered in `country` may choose. Without an online payment provider (test mode
 * off and none configured), only cash on delivery remains, and only where it is offered.
 */
export function paymentMethodsFor(
  country: string,
  { onlinePayments }: { onlinePayments: boolean },
): PaymentMethod[] {
  const methods = PAYMENT_METHODS_BY_COUNTRY[country] ?? [];
  return onlinePayments ? methods : methods.filter((method) => method === CASH_ON_DELIVERY);
}

export interface PaymentChoice {
  country: string;
  method: PaymentMethod | '';
  fields: Record<string, string>;
}

export const EMPTY_PAYMENT_CHOICE: PaymentChoice = { country: '', method: '', fields: {} };

/** A new country resets the method and everything typed for it. */
export function chooseCountry(_choice: PaymentChoice, country: string): PaymentChoice {
  return { country, method: '', fields: {} };
}

/** A new method resets the information typed for the previous one. */
export function chooseMethod(choice: PaymentChoice, method: PaymentMethod | ''): PaymentChoice {
  return { ...choice, method, fields: {} };
}

/** Country, a method offered there, every field of the method filled, and something to pay. */
export function canPay(choice: PaymentChoice, amount: number): boolean {
  const offered = PAYMENT_METHODS_BY_COUNTRY[choice.country] ?? [];
  if (!choice.method || !offered.includes(choice.method)) return false;
  const filled = PAYMENT_FIELDS[choice.method].every(
    (field) => (choice.fields[field.name] ?? '').trim() !== '',
  );
  return filled && amount > 0;
}
