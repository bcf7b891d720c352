import { describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import { trackingNextStep, type OrderTracking } from './tracking-next-step.ts';

function order(changes: Partial<Order>): Order {
  return {
    id: 1,
    orderNumber: 'BAO-2026-000001',
    createdAt: '2026-03-01T10:00:00.000Z',
    boutique: { id: 1, name: 'Karité d’Awa' },
    client: { name: 'Ama', phone: '+228 90 11 22 33', email: null },
    delivery: {
      country: 'Togo',
      city: 'Lomé',
      address: 'Rue 12',
      phone: '+228 90 11 22 33',
      recipientName: null,
    },
    note: null,
    paymentMethod: 'Paiement à la livraison',
    paymentReference: null,
    paymentTestMode: false,
    status: 'En attente',
    paymentStatus: 'En attente',
    subtotal: 5000,
    deliveryFee: 0,
    total: 5000,
    shipping: {
      zone: 'National',
      carrier: 'Livraison par la boutique',
      express: false,
      days: 2,
      estimatedDelivery: '2026-03-03',
      trackingRequired: false,
      trackingNumber: null,
    },
    taxRate: 18,
    lines: [],
    history: [],
    ...changes,
  };
}

const tracking = (orders: Order[], paymentUrl: string | null = null): OrderTracking => ({
  reference: 'ref',
  orders,
  total: 12500,
  paymentUrl,
});

describe('what happens next', () => {
  it('leaves an order cancelled before the online payment out of it', () => {
    const online = { paymentMethod: 'Mobile Money' as const, paymentTestMode: true };
    const next = trackingNextStep(
      tracking([
        order({ ...online, status: 'Annulé', paymentStatus: 'Échoué' }),
        order({ ...online, id: 2, paymentStatus: 'Réussi' }),
      ]),
    );
    expect(next.text).toContain('Paiement reçu (mode test');
  });

  it('tells a cash buyer to pay the courier', () => {
    expect(trackingNextStep(tracking([order({ subtotal: 12500, total: 12500 })])).text).toContain(
      `Vous paierez ${formatFcfa(12500)} au livreur`,
    );
  });

  it('once a parcel is delivered and paid, asks only for what is left (issue 45 § 4.8)', () => {
    const paid = order({ status: 'Livré', paymentStatus: 'Réussi', subtotal: 4000, total: 4000 });
    const left = order({ id: 2, status: 'En cours', subtotal: 8500, total: 8500 });
    const next = trackingNextStep(tracking([paid, left]));
    expect(next.text).toContain(`Vous paierez ${formatFcfa(8500)} au livreur`);
    expect(next.text).toContain(`Déjà réglé\u00a0: ${formatFcfa(4000)}`);
    expect(next.text).not.toContain(formatFcfa(12500));
  });

  it('asks nothing for a cancelled parcel', () => {
    const cancelled = order({ status: 'Annulé', subtotal: 4000, total: 4000 });
    const left = order({ id: 2, subtotal: 8500, total: 8500 });
    expect(trackingNextStep(tracking([cancelled, left])).text).toContain(
      `Vous paierez ${formatFcfa(8500)} au livreur`,
    );
  });

  it('links an unpaid online payment to its payment page', () => {
    const pending = order({ paymentMethod: 'Mobile Money' });
    const next = trackingNextStep(tracking([pending], '/paiement-test/abc'));
    expect(next.payUrl).toBe('/paiement-test/abc');
    expect(next.text).toContain('en attente');
  });

  it('says a paid order is being prepared', () => {
    const paid = order({ paymentMethod: 'Mobile Money', paymentStatus: 'Réussi' });
    const next = trackingNextStep(tracking([paid], '/paiement-test/abc'));
    expect(next).toMatchObject({ color: 'green' });
    expect(next.payUrl).toBeUndefined();
  });

  it('says a payment through a real aggregator was received, with no word of test mode', () => {
    const paid = order({ paymentMethod: 'Mobile Money', paymentStatus: 'Réussi' });
    const next = trackingNextStep(tracking([paid]));
    expect(next.text).toMatch(/^Paiement reçu\. La boutique prépare votre commande/);
  });

  it('says a failed payment cancelled the order', () => {
    const failed = order({
      paymentMethod: 'Carte Bancaire',
      paymentStatus: 'Échoué',
      status: 'Annulé',
    });
    const next = trackingNextStep(tracking([failed, failed]));
    expect(next).toMatchObject({ color: 'red' });
    expect(next.text).toContain('la commande a été annulée');
  });

  it('reports a delivered checkout once every boutique delivered', () => {
    const delivered = order({ status: 'Livré', paymentStatus: 'Réussi' });
    expect(trackingNextStep(tracking([delivered, order({ status: 'En cours' })])).color).toBe(
      'blue',
    );
    expect(trackingNextStep(tracking([delivered, delivered])).text).toContain('livrée');
  });
});
