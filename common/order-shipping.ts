import type { Order } from './orders.ts';

// How an order travels, told the same way on the buyer's order views and in its e-mails: the
// carrier (express or not), the estimated delivery date (or the day it was delivered), the
// carrier's tracking number.

/** Label and value of each shipping fact the order has (none for orders placed before zones). */
export function shippingFacts(
  order: Pick<Order, 'shipping' | 'status' | 'history'>,
  formatDate: (iso: string) => string,
): [label: string, value: string][] {
  const { shipping } = order;
  const facts: [string, string][] = [];
  if (shipping.carrier) {
    facts.push([
      'Transporteur',
      shipping.express ? `${shipping.carrier} (express)` : shipping.carrier,
    ]);
  }
  // An estimate only means something while the parcel is still to come.
  if (order.status === 'Livré') {
    const delivered = order.history.findLast(
      (event) => event.kind === 'statut' && event.to === 'Livré',
    );
    if (delivered) facts.push(['Livrée le', formatDate(delivered.at)]);
  } else if (order.status !== 'Annulé' && shipping.estimatedDelivery) {
    facts.push(['Livraison estimée', formatDate(shipping.estimatedDelivery)]);
  }
  if (shipping.trackingNumber) facts.push(['Numéro de suivi', shipping.trackingNumber]);
  return facts;
}

/**
 * The carriers whose public tracking page opens on a number given in its address; a shop's own
 * delivery and a pick-up point have none (the number is then shown to copy).
 */
const CARRIER_TRACKING_PAGES: Record<string, (number: string) => string> = {
  DHL: (number) => `https://www.dhl.com/fr-fr/home/tracking.html?tracking-id=${number}&submit=1`,
  UPS: (number) => `https://www.ups.com/track?loc=fr_FR&tracknum=${number}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  'La Poste': (number) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${number}`,
};

/** The carrier's page following this parcel, or null when the carrier has none we know. */
export function carrierTrackingUrl(carrier: string | null, trackingNumber: string): string | null {
  const page = carrier === null ? undefined : CARRIER_TRACKING_PAGES[carrier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}
