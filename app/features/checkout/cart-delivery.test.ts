import { describe, expect, it } from 'vitest';
import type { CartLine } from '#common/cart.ts';
import type { DeliveryQuoteAnswer, ShopQuote } from '#common/delivery-quote.ts';
import { cartDelivery } from './cart-delivery.ts';

const line = (id: number, price: number, quantity = 1): CartLine => ({
  id,
  name: `Produit ${id}`,
  image: '',
  price,
  quantity,
  stock: 10,
});

const shop = (boutiqueId: number, lineIds: number[], rest: Partial<ShopQuote>): ShopQuote => ({
  boutiqueId,
  name: `Boutique ${boutiqueId}`,
  lineIds,
  served: true,
  subtotal: 0,
  zone: 'Afrique',
  carrier: 'DHL',
  fee: 1500,
  days: 5,
  express: false,
  estimatedDelivery: 'vers le 3 déc.',
  expressOption: null,
  freeDelivery: false,
  freeDeliveryFrom: null,
  paymentTerms: {
    boutiqueId,
    boutiqueName: `Boutique ${boutiqueId}`,
    onlinePayments: true,
    acceptedMethods: [],
    mobileMoneyOperators: [],
    minOrderAmount: 0,
  },
  belowMinimum: null,
  ...rest,
});

const quote = (country: string, shops: ShopQuote[]): DeliveryQuoteAnswer => ({
  country,
  shops,
  payment: { methods: [], refused: [], operators: [] },
});

describe('cartDelivery', () => {
  const lines = [line(1, 4000, 2), line(2, 2500), line(3, 7000)];

  it('orders the served shops’ lines with their fees and sets the others aside', () => {
    const result = cartDelivery(
      lines,
      quote('Canada', [
        shop(10, [1, 2], { fee: 6000, express: true }),
        shop(20, [3], { served: false, fee: null }),
      ]),
      'Canada',
    );
    expect(result.ready).toBe(true);
    expect(result.lines.map((ordered) => ordered.id)).toEqual([1, 2]);
    expect(result.setAside.map((aside) => aside.boutiqueId)).toEqual([20]);
    expect(result).toMatchObject({ goods: 10500, fees: 6000, total: 16500 });
    expect(result.shipping).toEqual([{ boutiqueId: 10, express: true, fee: 6000 }]);
  });

  it('blocks on a minimum order, and trusts no quote of another country or cart', () => {
    const below = cartDelivery(
      lines,
      quote('Togo', [shop(10, [1, 2, 3], { belowMinimum: 'Ajoutez encore 500 FCFA.' })]),
      'Togo',
    );
    expect(below.blocking).toEqual(['Ajoutez encore 500 FCFA.']);
    const otherCountry = cartDelivery(lines, quote('Togo', [shop(10, [1, 2, 3], {})]), 'France');
    expect(otherCountry).toMatchObject({ ready: false, fees: 0, goods: 17500, shops: [] });
    const newLine = cartDelivery(
      [...lines, line(4, 100)],
      quote('Togo', [shop(10, [1, 2, 3], {})]),
      'Togo',
    );
    expect(newLine.ready).toBe(false);
  });
});
