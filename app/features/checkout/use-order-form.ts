import type { CheckoutRequest } from '../../../common/orders.ts';
import { useCart } from '../cart/cart-store.ts';
import { useRefreshedCart } from '../cart/use-refreshed-cart.ts';
import { useSession } from '../session/session-store.ts';
import type { CheckoutHandoff } from './checkout-handoff.ts';
import { checkoutRequest } from './checkout-request.ts';
import { useDeliveryForm } from './use-delivery-form.ts';
import { useGuestForm } from './use-guest-form.ts';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * What /cart and /checkout share: the cart refreshed from the server, the delivery details, the
 * guest's name and e-mail (unless signed in), their checks, and sending the cart with the
 * payment each page chooses. A checkout refused for changed prices refreshes the cart.
 */
export function useOrderForm(initial?: CheckoutHandoff | null) {
  const delivery = useDeliveryForm(initial?.delivery);
  const guest = useGuestForm(initial?.guest);
  const session = useSession();
  const refreshed = useRefreshedCart();
  const order = usePlaceOrder({ onPricesChanged: refreshed.refresh });
  const lines = useCart();
  return {
    delivery,
    guest,
    session,
    order,
    /** What the cart page shows of the last refresh (CartPage). */
    refreshed,
    /** What /checkout receives from /cart. */
    handoff: { delivery: delivery.values, guest: guest.values } satisfies CheckoutHandoff,
    /** Shows every error at once; true when the buyer's details can be sent. */
    validate(): boolean {
      const deliveryValid = delivery.validate();
      const guestValid = session !== null || guest.validate();
      return deliveryValid && guestValid;
    },
    place(payment: CheckoutRequest['payment']): Promise<void> {
      return order.place(
        checkoutRequest({
          lines,
          delivery: delivery.values,
          payment,
          guest: session ? null : guest.values,
        }),
      );
    },
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
