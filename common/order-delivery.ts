import { countryName } from './delivery-countries.ts';
import type { Order } from './orders.ts';

// Where an order goes and whom the courier calls, told the same way on the order screens
// (app/features/orders/order-details.tsx) and in the order e-mails (the buyer's confirmation,
// the shop's notice), as common/order-shipping.ts tells how it travels: a detail the buyer gives
// for her delivery is added here, once, for all of them.

/**
 * Label and value of each delivery detail the order has, in reading order. `shownPhone` makes
 * the phone what the reader taps (a screen's call and WhatsApp links) or leaves it as text.
 */
export function deliveryFacts<Phone>(
  order: Pick<Order, 'delivery' | 'note'>,
  shownPhone: (phone: string) => Phone,
): [label: string, value: string | Phone][] {
  const { delivery } = order;
  return [
    ...(delivery.recipientName
      ? [['Destinataire', delivery.recipientName] as [string, string]]
      : []),
    ['Pays', countryName(delivery.country)],
    ['Ville', delivery.city],
    ['Adresse', delivery.address],
    ['Téléphone', shownPhone(delivery.phone)],
    ...(order.note ? [['Note pour la boutique', order.note] as [string, string]] : []),
  ];
}
