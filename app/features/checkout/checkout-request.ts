import { cartTotal, type CartLine } from '#common/cart.ts';
import type { DeliveryDetails } from '#common/delivery.ts';
import type { CheckoutRequest } from '#common/orders.ts';
import type { MobileMoneyProvider, PaymentChoice } from '#common/payment-methods.ts';
import type { DeliveryValues } from './delivery-fields.tsx';

// What a checkout sends: offer ids and quantities with the prices the buyer was shown (the server
// prices the order, and refuses it if those prices changed), the delivery details, and the
// payment method with at most a provider and a payer reference. Card numbers, CVC and security
// answers typed in the form are never part of it; no Mobile Money PIN is ever asked for.

export interface GuestValues {
  name: string;
  email: string;
}

export const EMPTY_GUEST: GuestValues = { name: '', email: '' };

/** The payer reference: a Mobile Money number, a PayPal or Interac e-mail, a card's last 4 digits. */
export function paymentFromChoice(choice: PaymentChoice): CheckoutRequest['payment'] {
  const field = (name: string) => (choice.fields[name] ?? '').trim();
  switch (choice.method) {
    case 'Carte Bancaire':
      return { method: choice.method, account: field('cardNumber').replace(/\D/g, '').slice(-4) };
    case 'Paypal':
      return { method: choice.method, account: field('paypalEmail') };
    case 'Interac':
      return { method: choice.method, account: field('interacEmail') };
    case 'Mobile Money':
      return {
        method: choice.method,
        provider: field('mobileMoneyProvider') as MobileMoneyProvider,
        account: field('mobileMoneyPhone'),
      };
    case 'Paiement à la livraison':
      return { method: choice.method };
    case '':
      throw new Error('Aucun moyen de paiement choisi.');
  }
}

/**
 * What the buyer chose beside the cart, the delivery and the payment (keep this address among
 * hers…): sent as chosen, a choice left empty or unticked not at all.
 */
export type CheckoutChoices = Omit<
  Partial<CheckoutRequest>,
  'lines' | 'subtotal' | 'delivery' | 'payment' | 'shipping' | 'guest'
>;

const chosen = (choices: CheckoutChoices) =>
  Object.fromEntries(
    Object.entries(choices as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && value !== false && value !== '',
    ),
  ) as CheckoutChoices;

export function checkoutRequest(input: {
  lines: readonly CartLine[];
  delivery: DeliveryValues;
  /** Who receives the parcel; blank: the buyer. */
  recipientName?: string;
  payment: CheckoutRequest['payment'];
  /** The delivery shown per shop, charged only if the server quotes the same. */
  shipping?: CheckoutRequest['shipping'];
  /** Null when signed in: the account is the buyer. */
  guest: GuestValues | null;
  choices?: CheckoutChoices;
}): CheckoutRequest {
  const recipientName = input.recipientName?.trim();
  const delivery: CheckoutRequest['delivery'] = {
    ...(input.delivery as DeliveryDetails),
    ...(recipientName ? { recipientName } : {}),
  };
  const request: CheckoutRequest = {
    lines: input.lines.map(({ id, quantity, price }) => ({ id, quantity, price })),
    subtotal: cartTotal(input.lines),
    delivery,
    payment: input.payment,
    ...(input.shipping ? { shipping: input.shipping } : {}),
    ...chosen(input.choices ?? {}),
  };
  if (input.guest) {
    const email = input.guest.email.trim();
    request.guest = {
      name: input.guest.name.trim(),
      phone: delivery.phone,
      ...(email ? { email } : {}),
    };
  }
  return request;
}
