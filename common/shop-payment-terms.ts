import { formatFcfa } from './money.ts';
import {
  CASH_ON_DELIVERY,
  mobileMoneyOperatorsIn,
  type MobileMoneyProvider,
  type PaymentMethod,
} from './payment-methods.ts';

// What each shop accepts as payment, and what a cart of several shops can therefore be paid with
// (issue 15). One checkout has one payment: a method is offered only when every shop of the cart
// accepts it, and the buyer is told which shop rules each other method out. Shared by the
// checkout (which enforces it) and the cart and checkout pages (which explain it).

export interface ShopPaymentTerms {
  boutiqueId: number;
  boutiqueName: string;
  /** Off: cash on delivery only, whatever else is listed. */
  onlinePayments: boolean;
  acceptedMethods: readonly PaymentMethod[];
  mobileMoneyOperators: readonly MobileMoneyProvider[];
  /** Smallest goods total of an order from the shop, whole FCFA; 0 for none. */
  minOrderAmount: number;
}

/** The methods a shop takes. */
export function methodsAcceptedBy(terms: ShopPaymentTerms): PaymentMethod[] {
  return terms.acceptedMethods.filter(
    (method) => terms.onlinePayments || method === CASH_ON_DELIVERY,
  );
}

export interface CartPaymentOptions {
  /** Offered where the buyer is delivered and accepted by every shop of the cart. */
  methods: PaymentMethod[];
  /** Each method offered in the country that a shop refuses, with the shops that refuse it. */
  refused: { method: PaymentMethod; boutiques: string[] }[];
  /** The Mobile Money operators every shop accepts. */
  operators: MobileMoneyProvider[];
}

export function cartPaymentOptions(
  countryMethods: readonly PaymentMethod[],
  operators: readonly MobileMoneyProvider[],
  shops: readonly ShopPaymentTerms[],
): CartPaymentOptions {
  const refusing = (method: PaymentMethod) =>
    shops.filter((shop) => !methodsAcceptedBy(shop).includes(method));
  return {
    methods: countryMethods.filter((method) => refusing(method).length === 0),
    refused: countryMethods.flatMap((method) => {
      const boutiques = refusing(method).map((shop) => shop.boutiqueName);
      return boutiques.length === 0 ? [] : [{ method, boutiques }];
    }),
    operators: operators.filter((operator) =>
      shops.every((shop) => shop.mobileMoneyOperators.includes(operator)),
    ),
  };
}

/**
 * The Mobile Money operators the checkout offers a buyer delivered in `country`: those every shop
 * of the cart accepts once the delivery quote tells, the country's own until then (never every
 * operator of every country).
 */
export function operatorsOffered(
  country: string,
  accepted: Pick<CartPaymentOptions, 'operators'> | null,
): readonly MobileMoneyProvider[] {
  return accepted ? accepted.operators : mobileMoneyOperatorsIn(country);
}

/** Why `method` cannot pay this cart, naming the shops; undefined when it can. */
export function methodRefusedMessage(
  method: PaymentMethod,
  options: Pick<CartPaymentOptions, 'refused'>,
): string | undefined {
  const refusal = options.refused.find((candidate) => candidate.method === method);
  if (!refusal) return undefined;
  const names = refusal.boutiques.map((name) => `« ${name} »`).join(', ');
  const shops =
    refusal.boutiques.length > 1
      ? `Les boutiques ${names} n’acceptent`
      : `La boutique ${names} n’accepte`;
  return `${shops} pas « ${method} » : choisissez un autre moyen de paiement, ou commandez ses produits séparément.`;
}

/** The message when a shop's part of the cart is below its minimum order; undefined if not. */
export function belowMinimumMessage(
  shop: Pick<ShopPaymentTerms, 'boutiqueName' | 'minOrderAmount'>,
  subtotal: number,
): string | undefined {
  if (subtotal >= shop.minOrderAmount) return undefined;
  return `La boutique « ${shop.boutiqueName} » demande au moins ${formatFcfa(shop.minOrderAmount)} d’achats par commande : ajoutez encore ${formatFcfa(shop.minOrderAmount - subtotal)} de ses produits.`;
}
