import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, shippingFacts } from './order-shipping.ts';
import type { Order } from './orders.ts';

// Issue 45 § 4.8: what the buyer's order views and e-mails say of the parcel's journey.

const shipping: Order['shipping'] = {
  zone: 'International',
  carrier: 'DHL',
  express: false,
  days: 7,
  estimatedDelivery: '2026-03-08',
  trackingRequired: true,
  trackingNumber: 'JD014600003SE',
};
const day = (iso: string) => iso.slice(0, 10);

describe('shipping facts', () => {
  it('gives the estimated date while the parcel is on its way', () => {
    expect(shippingFacts({ shipping, status: 'En cours', history: [] }, day)).toEqual([
      ['Transporteur', 'DHL'],
      ['Livraison estimée', '2026-03-08'],
      ['Numéro de suivi', 'JD014600003SE'],
    ]);
  });

  it('gives the delivery’s date, not an estimate, once delivered', () => {
    const history: Order['history'] = [
      {
        kind: 'statut',
        from: 'En cours',
        to: 'Livré',
        actor: 'Vendeur',
        by: null,
        reason: null,
        at: '2026-03-06T15:00:00.000Z',
      },
    ];
    const facts = shippingFacts({ shipping, status: 'Livré', history }, day);
    expect(facts).toContainEqual(['Livrée le', '2026-03-06']);
    expect(facts.map(([label]) => label)).not.toContain('Livraison estimée');
  });

  it('gives no estimate for a cancelled order', () => {
    const facts = shippingFacts({ shipping, status: 'Annulé', history: [] }, day);
    expect(facts.map(([label]) => label)).not.toContain('Livraison estimée');
  });
});

describe('the carrier’s tracking page', () => {
  it('links the carriers whose tracking pages take the number', () => {
    expect(carrierTrackingUrl('DHL', 'JD014600003SE')).toBe(
      'https://www.dhl.com/fr-fr/home/tracking.html?tracking-id=JD014600003SE&submit=1',
    );
    expect(carrierTrackingUrl('UPS', '1Z 999')).toBe(
      'https://www.ups.com/track?loc=fr_FR&tracknum=1Z%20999',
    );
    expect(carrierTrackingUrl('FedEx', '1234')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=1234',
    );
    expect(carrierTrackingUrl('La Poste', '6A123')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
    );
  });

  it('has none for a shop’s own delivery, a pick-up point or an unknown carrier', () => {
    expect(carrierTrackingUrl('Livraison par la boutique', '12')).toBeNull();
    expect(carrierTrackingUrl('Point de retrait', '12')).toBeNull();
    expect(carrierTrackingUrl(null, '12')).toBeNull();
  });
});
