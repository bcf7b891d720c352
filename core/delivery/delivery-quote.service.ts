import {
  estimatedDelivery,
  type DeliveryQuoteAnswer,
  type ShopQuote,
} from '#common/delivery-quote.ts';
import { mobileMoneyOperatorsIn, paymentMethodsFor } from '#common/payment-methods.ts';
import { belowMinimumMessage, cartPaymentOptions } from '#common/shop-payment-terms.ts';
import type { Clock } from '#modules/clock.ts';
import { quoteDelivery } from './delivery-quote.ts';
import type { DeliveryQuoteRepository } from './delivery-quote.repository.ts';

// A cart's delivery quote for the cart and checkout pages (issue 15): per shop, what delivery to
// the buyer's country costs and when it should arrive, whether the shop delivers there at all,
// and whether its part reaches its minimum order; then the payment methods every served shop
// accepts. The same quoteDelivery the checkout charges with, so what is shown is what is paid.

export interface DeliveryQuoteInput {
  country: string;
  lines: readonly { id: number; quantity: number }[];
  express: readonly number[];
}

export function createDeliveryQuoteService(deps: {
  repository: DeliveryQuoteRepository;
  /** Whether online methods can be chosen (CheckoutService.onlinePayments). */
  onlinePayments: boolean;
  clock: Clock;
}) {
  return {
    /** Where a signed-in buyer lives: the cart's first guess of the delivery country. */
    accountCountry(accountId: number): Promise<string | null> {
      return deps.repository.accountCountry(accountId);
    },

    async quote(input: DeliveryQuoteInput): Promise<DeliveryQuoteAnswer> {
      const quantities = new Map<number, number>();
      for (const line of input.lines) {
        quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
      }
      const onSale = new Map(
        (await deps.repository.offersOnSale([...quantities.keys()])).map((offer) => [
          offer.id,
          offer,
        ]),
      );
      // Shops in the cart's order, as the pages list them.
      const offers = [...quantities.keys()].flatMap((id) => onSale.get(id) ?? []);
      const byShop = Map.groupBy(offers, (offer) => offer.boutiqueId);
      const zones = await deps.repository.deliveryZones([...byShop.keys()]);
      const today = deps.clock();
      const shops = [...byShop].map(([boutiqueId, shopOffers]): ShopQuote => {
        const [first] = shopOffers;
        if (!first) throw new Error('Boutique sans ligne.');
        const subtotal = shopOffers.reduce(
          (sum, offer) => sum + offer.price * (quantities.get(offer.id) ?? 0),
          0,
        );
        const quote = quoteDelivery(
          {
            shopCountry: first.boutiqueCountry,
            zones: zones.get(boutiqueId) ?? [],
            freeDeliveryFrom: first.freeDeliveryFrom,
          },
          input.country,
          subtotal,
          input.express.includes(boutiqueId),
        );
        const common = {
          boutiqueId,
          name: first.paymentTerms.boutiqueName,
          lineIds: shopOffers.map((offer) => offer.id),
          subtotal,
          freeDeliveryFrom: first.freeDeliveryFrom,
          paymentTerms: first.paymentTerms,
          belowMinimum: belowMinimumMessage(first.paymentTerms, subtotal) ?? null,
        };
        if (!quote.served) {
          return {
            ...common,
            served: false,
            zone: null,
            carrier: null,
            fee: null,
            days: null,
            express: false,
            estimatedDelivery: null,
            expressOption: null,
            freeDelivery: false,
          };
        }
        return {
          ...common,
          served: true,
          zone: quote.zone,
          carrier: quote.carrier,
          fee: quote.fee,
          days: quote.days,
          express: quote.express,
          estimatedDelivery: estimatedDelivery(today, quote.days),
          expressOption: quote.expressOption,
          freeDelivery: quote.freeDelivery,
        };
      });
      // Shops set aside are not ordered: they rule out no payment method.
      const served = shops.filter((shop) => shop.served).map((shop) => shop.paymentTerms);
      return {
        country: input.country,
        shops,
        payment: cartPaymentOptions(
          paymentMethodsFor(input.country, { onlinePayments: deps.onlinePayments }),
          mobileMoneyOperatorsIn(input.country),
          served,
        ),
      };
    },
  };
}

export type DeliveryQuoteService = ReturnType<typeof createDeliveryQuoteService>;
