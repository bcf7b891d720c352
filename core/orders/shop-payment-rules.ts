import {
  mobileMoneyOperatorsIn,
  paymentMethodsFor,
  type MobileMoneyProvider,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import {
  belowMinimumMessage,
  cartPaymentOptions,
  methodRefusedMessage,
  type ShopPaymentTerms,
} from '#common/shop-payment-terms.ts';
import { Validation } from '#modules/errors.ts';
import type { Offer } from './orders.repository.ts';

// What each shop of a checkout accepts (issue 15 §3), enforced on the server with the rule the
// cart and checkout pages explain (common/shop-payment-terms.ts): one payment for the whole
// checkout, so its method and operator must suit every shop, and each shop's part must reach
// its minimum order.

function operatorRefusedMessage(operator: MobileMoneyProvider, shops: string[]): string {
  const names = shops.map((name) => `« ${name} »`).join(', ');
  const who =
    shops.length > 1 ? `Les boutiques ${names} n’acceptent` : `La boutique ${names} n’accepte`;
  return `${who} pas Mobile Money par ${operator} : choisissez un autre opérateur, ou commandez ses produits séparément.`;
}

function operatorAbsentMessage(
  operator: MobileMoneyProvider,
  country: string,
  operators: readonly MobileMoneyProvider[],
): string {
  const choices = `${operators.slice(0, -1).join(', ')} ou ${operators.at(-1)}`;
  return `« ${operator} » n’est pas un opérateur Mobile Money du pays de livraison (${country}) : choisissez ${choices}.`;
}

/** Throws Validation (beside its field) unless every shop of the checkout takes this payment. */
export function checkShopPaymentTerms(
  payment: { method: PaymentMethod; provider?: MobileMoneyProvider | undefined },
  delivery: { country: string; onlinePayments: boolean },
  lines: readonly { offer: Offer; quantity: number }[],
): void {
  const byShop = Map.groupBy(lines, (line) => line.offer.boutiqueId);
  const shops = [...byShop.values()].flatMap((shopLines) => {
    const offer = shopLines[0]?.offer;
    if (!offer) return [];
    const terms: ShopPaymentTerms = {
      boutiqueId: offer.boutiqueId,
      boutiqueName: offer.boutiqueName,
      onlinePayments: offer.onlinePayments,
      acceptedMethods: offer.acceptedMethods,
      mobileMoneyOperators: offer.mobileMoneyOperators,
      minOrderAmount: offer.minOrderAmount,
    };
    const subtotal = shopLines.reduce((sum, line) => sum + line.offer.price * line.quantity, 0);
    return [{ terms, subtotal }];
  });
  const options = cartPaymentOptions(
    paymentMethodsFor(delivery.country, { onlinePayments: delivery.onlinePayments }),
    mobileMoneyOperatorsIn(delivery.country),
    shops.map((shop) => shop.terms),
  );
  const refused = methodRefusedMessage(payment.method, options);
  if (refused) throw Validation.field('payment.method', refused);
  const operator = payment.provider;
  if (payment.method === 'Mobile Money' && operator) {
    const operators = mobileMoneyOperatorsIn(delivery.country);
    if (!operators.includes(operator)) {
      throw Validation.field(
        'payment.provider',
        operatorAbsentMessage(operator, delivery.country, operators),
      );
    }
  }
  if (payment.method === 'Mobile Money' && operator && !options.operators.includes(operator)) {
    const refusing = shops
      .filter((shop) => !shop.terms.mobileMoneyOperators.includes(operator))
      .map((shop) => shop.terms.boutiqueName);
    throw Validation.field('payment.provider', operatorRefusedMessage(operator, refusing));
  }
  for (const shop of shops) {
    const short = belowMinimumMessage(shop.terms, shop.subtotal);
    if (short) throw new Validation(short);
  }
}
