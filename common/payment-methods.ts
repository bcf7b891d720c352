// Payment methods by country (spec sections 4, 5, 9). Choosing a country resets the method and
// its fields; the pay button is enabled only when every field of the method is filled.

export type PaymentMethod = 'Carte Bancaire' | 'Paypal' | 'Mobile Money' | 'Interac';

export interface PaymentField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  /** Masked input (CVC, PIN, security answer), never stored. */
  secret?: boolean;
  autoComplete?: string;
}

export const PAYMENT_FIELDS: Record<PaymentMethod, PaymentField[]> = {
  'Carte Bancaire': [
    { name: 'cardName', label: 'Nom sur la carte', type: 'text', autoComplete: 'cc-name' },
    { name: 'cardNumber', label: 'Numéro de carte', type: 'text', autoComplete: 'cc-number' },
    {
      name: 'cardExpiry',
      label: "Date d'expiration (MM/AA)",
      type: 'text',
      autoComplete: 'cc-exp',
    },
    { name: 'cardCvc', label: 'CVC', type: 'text', secret: true, autoComplete: 'cc-csc' },
  ],
  Paypal: [{ name: 'paypalEmail', label: 'E-mail PayPal', type: 'email', autoComplete: 'email' }],
  'Mobile Money': [
    { name: 'mobileMoneyPhone', label: 'Numéro Mobile Money', type: 'tel', autoComplete: 'tel' },
    { name: 'mobileMoneyPin', label: 'Code PIN', type: 'text', secret: true },
  ],
  Interac: [
    { name: 'interacEmail', label: 'E-mail Interac', type: 'email', autoComplete: 'email' },
    { name: 'interacQuestion', label: 'Question de sécurité', type: 'text' },
    { name: 'interacAnswer', label: 'Réponse de sécurité', type: 'text', secret: true },
  ],
};

export const PAYMENT_METHODS_BY_COUNTRY: Record<string, PaymentMethod[]> = {
  France: ['Carte Bancaire', 'Paypal'],
  Canada: ['Interac', 'Carte Bancaire'],
  Togo: ['Mobile Money', 'Carte Bancaire'],
};

export const PAYMENT_COUNTRIES = Object.keys(PAYMENT_METHODS_BY_COUNTRY);

export function paymentMethodsFor(country: string): PaymentMethod[] {
  return PAYMENT_METHODS_BY_COUNTRY[country] ?? [];
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
  if (!choice.method || !paymentMethodsFor(choice.country).includes(choice.method)) return false;
  const filled = PAYMENT_FIELDS[choice.method].every(
    (field) => (choice.fields[field.name] ?? '').trim() !== '',
  );
  return filled && amount > 0;
}
