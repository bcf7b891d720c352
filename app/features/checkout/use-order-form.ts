import { useEffect, useState } from 'react';
import type { CheckoutRequest } from '#common/orders.ts';
import { useCart } from '../cart/cart-store.ts';
import { useRefreshedCart } from '../cart/use-refreshed-cart.ts';
import { useSession } from '../session/session-store.ts';
import { cartDelivery, initialCountry, rememberCountry } from './cart-delivery.ts';
import type { CheckoutHandoff } from './checkout-handoff.ts';
import { checkoutRequest, type CheckoutChoices } from './checkout-request.ts';
import { useDeliveryForm } from './use-delivery-form.ts';
import { useDeliveryQuote } from './use-delivery-quote.ts';
import { useGuestForm } from './use-guest-form.ts';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * What /cart and /checkout share: the cart refreshed from the server, the delivery details, the
 * guest's name and e-mail (unless signed in), their checks, the delivery quote of the country
 * chosen (fees, shops set aside, express choices), and sending the ordered lines with the
 * payment each page chooses. A checkout refused for changed prices or fees refreshes both.
 */
export function useOrderForm(
  initial?: CheckoutHandoff | null,
  /** The signed-in buyer's country, the first guess of where to deliver. */
  accountCountry: string | null = null,
) {
  const delivery = useDeliveryForm(initial?.delivery);
  const guest = useGuestForm(initial?.guest);
  const [recipientName, setRecipientName] = useState(initial?.recipientName ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const session = useSession();
  const refreshed = useRefreshedCart();
  const lines = useCart();
  const country = delivery.values.country;
  const [express, setExpress] = useState<number[]>([]);
  const quote = useDeliveryQuote(lines, country, express);
  const order = usePlaceOrder({
    onPricesChanged: async () => {
      await refreshed.refresh();
      quote.reload();
    },
  });
  const shipping = cartDelivery(lines, quote.quote, country);

  // A country to quote from the start; the browser only knows the last one chosen.
  const { change } = delivery;
  useEffect(() => {
    if (!country) change('country', initialCountry(accountCountry));
    // Only once, on arrival: an emptied field is the buyer's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => rememberCountry(country), [country]);

  return {
    delivery,
    guest,
    /** Who receives the parcel, when not the buyer (family, a colleague). */
    recipient: { value: recipientName, change: setRecipientName },
    /** The buyer's note to the shops (a gate code, when to call). */
    note: { value: note, change: setNote },
    session,
    order,
    /** What the cart page shows of the last refresh (CartPage). */
    refreshed,
    /** The quote of the country chosen, made into lines, fees and totals. */
    shipping: {
      ...shipping,
      ready: shipping.ready && !quote.loading,
      loading: quote.loading,
      error: quote.error,
      payment: quote.quote?.country === country ? quote.quote.payment : null,
      /** The shops whose express delivery the buyer ticked. */
      expressChosen: express,
      toggleExpress(boutiqueId: number, wanted: boolean) {
        setExpress((current) => [
          ...current.filter((id) => id !== boutiqueId),
          ...(wanted ? [boutiqueId] : []),
        ]);
      },
    },
    /** What /checkout receives from /cart. */
    handoff: {
      delivery: delivery.values,
      guest: guest.values,
      recipientName,
      note,
    } satisfies CheckoutHandoff,
    /** Shows every error at once; true when the buyer's details can be sent. */
    validate(): boolean {
      const deliveryValid = delivery.validate();
      const guestValid = session !== null || guest.validate();
      return deliveryValid && guestValid;
    },
    /** Sends the order with the payment the page chose and the buyer's other choices. */
    place(payment: CheckoutRequest['payment'], choices: CheckoutChoices = {}): void {
      order.place(
        checkoutRequest({
          choices: { ...choices, note },
          lines: shipping.lines,
          shipping: shipping.shipping,
          delivery: delivery.values,
          recipientName,
          payment,
          guest: session ? null : guest.values,
        }),
      );
    },
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
export type OrderShipping = OrderForm['shipping'];
