import { describe, expect, it } from 'vitest';
import type { CartLine } from '#common/cart.ts';
import { checkoutRequestSchema } from '#common/orders.ts';
import {
  chooseCountry,
  chooseMethod,
  EMPTY_PAYMENT_CHOICE,
  type PaymentChoice,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import { checkoutRequest, paymentFromChoice } from './checkout-request.ts';

const lines: CartLine[] = [
  { id: 3, name: 'Beurre de karité', image: '/a.webp', price: 1, quantity: 2, stock: 10 },
  { id: 7, name: 'Poudre de baobab', image: '', price: 2500, quantity: 1, stock: 4 },
];
const delivery = {
  country: 'Togo',
  city: 'Lomé',
  address: 'Rue 12, Bè',
  phone: '+228 90 11 22 33',
};

function choice(country: string, method: PaymentMethod, fields: Record<string, string>) {
  const chosen: PaymentChoice = chooseMethod(chooseCountry(EMPTY_PAYMENT_CHOICE, country), method);
  return { ...chosen, fields };
}

describe('what a checkout sends', () => {
  it('sends offer ids, quantities and the prices shown, with their total: the server checks them', () => {
    const request = checkoutRequest({
      lines,
      delivery,
      payment: { method: 'Paiement à la livraison' },
      guest: null,
    });
    expect(request.lines).toEqual([
      { id: 3, quantity: 2, price: 1 },
      { id: 7, quantity: 1, price: 2500 },
    ]);
    expect(request.subtotal).toBe(2502);
    expect(request).not.toHaveProperty('guest');
    expect(checkoutRequestSchema.safeParse(request).success).toBe(true);
  });

  it('is refused when its total does not add up from its lines, or a price is missing', () => {
    const request = checkoutRequest({
      lines,
      delivery,
      payment: { method: 'Paiement à la livraison' },
      guest: null,
    });
    const wrongTotal = checkoutRequestSchema.safeParse({ ...request, subtotal: 2500 });
    expect(wrongTotal.error?.issues).toEqual([
      expect.objectContaining({
        path: ['subtotal'],
        message: 'Le total ne correspond pas aux produits du panier.',
      }),
    ]);
    const noPrice = checkoutRequestSchema.safeParse({
      ...request,
      lines: [{ id: 3, quantity: 2 }],
    });
    expect(noPrice.error?.issues[0]).toMatchObject({ path: ['lines', 0, 'price'] });
  });

  it('keeps only the last 4 digits of a card, never its number or CVC', () => {
    const payment = paymentFromChoice(
      choice('France', 'Carte Bancaire', {
        cardName: 'Awa Diallo',
        cardNumber: '4242 4242 4242 4217',
        cardExpiry: '12/29',
        cardCvc: '987',
      }),
    );
    expect(payment).toEqual({ method: 'Carte Bancaire', account: '4217' });
    expect(JSON.stringify(payment)).not.toMatch(/4242|987|Awa/);
  });

  it('sends the Mobile Money operator and number', () => {
    const payment = paymentFromChoice(
      choice('Togo', 'Mobile Money', {
        mobileMoneyProvider: 'Moov',
        mobileMoneyPhone: ' +228 90 00 00 01 ',
      }),
    );
    expect(payment).toEqual({
      method: 'Mobile Money',
      provider: 'Moov',
      account: '+228 90 00 00 01',
    });
  });

  it('sends the Interac and PayPal e-mails, never the security answer', () => {
    expect(
      paymentFromChoice(
        choice('Canada', 'Interac', {
          interacEmail: 'kofi@exemple.ca',
          interacQuestion: 'Ville natale ?',
          interacAnswer: 'Kpalimé',
        }),
      ),
    ).toEqual({ method: 'Interac', account: 'kofi@exemple.ca' });
    expect(
      paymentFromChoice(choice('France', 'Paypal', { paypalEmail: 'fatou@exemple.fr' })),
    ).toEqual({ method: 'Paypal', account: 'fatou@exemple.fr' });
  });

  it('gives a guest the delivery phone, and leaves out an empty e-mail', () => {
    const payment = { method: 'Paiement à la livraison' } as const;
    const withoutEmail = checkoutRequest({
      lines,
      delivery,
      payment,
      guest: { name: ' Ama Mensah ', email: ' ' },
    });
    expect(withoutEmail.guest).toEqual({ name: 'Ama Mensah', phone: delivery.phone });
    const withEmail = checkoutRequest({
      lines,
      delivery,
      payment,
      guest: { name: 'Ama Mensah', email: 'ama@exemple.tg' },
    });
    expect(withEmail.guest).toEqual({
      name: 'Ama Mensah',
      phone: delivery.phone,
      email: 'ama@exemple.tg',
    });
    expect(checkoutRequestSchema.safeParse(withEmail).success).toBe(true);
  });
});
