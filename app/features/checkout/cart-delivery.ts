import { cartTotal, type CartLine } from '#common/cart.ts';
import { DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import type { DeliveryQuoteAnswer, ShopQuote } from '#common/delivery-quote.ts';
import type { CheckoutRequest } from '#common/orders.ts';

// What the cart and checkout pages make of a delivery quote (use-delivery-quote.ts): the
// lines that are ordered (those of shops that deliver to the country), the shops set aside, the
// minimum orders not reached, the fees and the totals, and the delivery sent with the checkout so
// the server charges exactly what was shown.

export interface CartDelivery {
  /** The quote answers the country and cart shown: totals and fees can be trusted. */
  ready: boolean;
  shops: ShopQuote[];
  /** Shops that do not deliver to the country: their lines stay in the cart, not ordered. */
  setAside: ShopQuote[];
  /** The lines ordered and counted. */
  lines: CartLine[];
  goods: number;
  fees: number;
  total: number;
  /** Below-minimum messages: the order cannot be placed until they are gone. */
  blocking: string[];
  shipping: NonNullable<CheckoutRequest['shipping']>;
}

export function cartDelivery(
  lines: readonly CartLine[],
  quote: DeliveryQuoteAnswer | null,
  country: string,
): CartDelivery {
  const ready =
    quote !== null &&
    quote.country === country &&
    lines.every((line) => quote.shops.some((shop) => shop.lineIds.includes(line.id)));
  const shops = quote?.country === country ? quote.shops : [];
  const setAside = shops.filter((shop) => !shop.served);
  const asideIds = new Set(setAside.flatMap((shop) => shop.lineIds));
  const ordered = lines.filter((line) => !asideIds.has(line.id));
  const served = shops.filter((shop) => shop.served);
  const goods = cartTotal(ordered);
  const fees = served.reduce((sum, shop) => sum + (shop.fee ?? 0), 0);
  return {
    ready,
    shops,
    setAside,
    lines: ordered,
    goods,
    fees,
    total: goods + fees,
    blocking: served.flatMap((shop) => (shop.belowMinimum ? [shop.belowMinimum] : [])),
    shipping: served.map((shop) => ({
      boutiqueId: shop.boutiqueId,
      express: shop.express,
      fee: shop.fee ?? 0,
    })),
  };
}

const COUNTRY_STORAGE_KEY = 'deliveryCountry';
const DEFAULT_COUNTRY = 'Togo';
const known = (country: string | null | undefined): country is string =>
  !!country && (DELIVERY_COUNTRIES as readonly string[]).includes(country);

/** The delivery country to start from: the account's, else the last one chosen, else Togo. */
export function initialCountry(accountCountry: string | null): string {
  if (known(accountCountry)) return accountCountry;
  try {
    const stored = window.localStorage.getItem(COUNTRY_STORAGE_KEY);
    if (known(stored)) return stored;
  } catch {
    // storage disabled: fall back to the default
  }
  return DEFAULT_COUNTRY;
}

export function rememberCountry(country: string): void {
  if (!known(country)) return;
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, country);
  } catch {
    // storage disabled: the next visit starts from the default
  }
}
