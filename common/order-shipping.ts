import type { Order } from './orders.ts';

// How an order travels, told the same way on the buyer's order views and in its e-mails: the
// carrier (express or not), the estimated delivery date, the carrier's tracking number.

/** Label and value of each shipping fact the order has (none for orders placed before zones). */
export function shippingFacts(
  shipping: Order['shipping'],
  formatDate: (isoDay: string) => string,
): [label: string, value: string][] {
  const facts: [string, string][] = [];
  if (shipping.carrier) {
    facts.push([
      'Transporteur',
      shipping.express ? `${shipping.carrier} (express)` : shipping.carrier,
    ]);
  }
  if (shipping.estimatedDelivery) {
    facts.push(['Livraison estimée', formatDate(shipping.estimatedDelivery)]);
  }
  if (shipping.trackingNumber) facts.push(['Numéro de suivi', shipping.trackingNumber]);
  return facts;
}
