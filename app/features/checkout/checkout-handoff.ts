import { DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import type { GuestValues } from './checkout-request.ts';
import type { DeliveryValues } from './delivery-fields.tsx';

// What /cart passes to /checkout (navigation state) so the buyer does not type it twice.
// Only the delivery details (with the recipient and the note to the shops) and the guest's name
// and e-mail: nothing about payment.

export interface CheckoutHandoff {
  delivery: DeliveryValues;
  guest: GuestValues;
  /** Who receives the parcel, when not the buyer ('' or absent: the buyer). */
  recipientName?: string;
  /** The buyer's note to the shops ('' or absent: none). */
  note?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The handoff in a navigation state, or null; history state is the browser's, so it is checked. */
export function readHandoff(state: unknown): CheckoutHandoff | null {
  if (typeof state !== 'object' || state === null) return null;
  const { delivery, guest, recipientName, note } = state as Record<
    string,
    Record<string, unknown> | undefined
  >;
  if (typeof delivery !== 'object' || delivery === null) return null;
  const country = text(delivery.country);
  return {
    delivery: {
      country: (DELIVERY_COUNTRIES as readonly string[]).includes(country) ? country : '',
      city: text(delivery.city),
      address: text(delivery.address),
      phone: text(delivery.phone),
    },
    guest: { name: text(guest?.name), email: text(guest?.email) },
    recipientName: text(recipientName),
    note: text(note),
  };
}
