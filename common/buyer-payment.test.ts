import { describe, expect, it } from 'vitest';
import { buyerPaymentLine, buyerPaymentStatus, cashPaymentStatus } from './buyer-payment.ts';
import { formatFcfa } from './money.ts';

const cash = {
  paymentMethod: 'Paiement à la livraison',
  paymentStatus: 'En attente',
  status: 'En cours',
  total: 3500,
} as const;

describe("the buyer's words for a payment", () => {
  it('tells what to pay to the courier, not « En attente »', () => {
    expect(buyerPaymentStatus(cash)).toBe(`À régler au livreur : ${formatFcfa(3500)}`);
    expect(buyerPaymentLine(cash)).toBe(`À régler au livreur : ${formatFcfa(3500)}`);
  });

  it('owes nothing on a cancelled cash order, and says a delivered one is paid', () => {
    expect(buyerPaymentStatus({ ...cash, status: 'Annulé' })).toBe('Rien à régler');
    expect(buyerPaymentStatus({ ...cash, status: 'Livré', paymentStatus: 'Réussi' })).toBe(
      'Payé au livreur',
    );
  });

  it('keeps an online payment’s status', () => {
    const online = { ...cash, paymentMethod: 'Mobile Money' } as const;
    expect(buyerPaymentStatus(online)).toBe('En attente');
    expect(buyerPaymentLine({ ...online, paymentStatus: 'Échoué' })).toBe('Paiement : Échoué');
  });

  it('tells what the couriers of a checkout across shops still collect', () => {
    const delivered = { ...cash, status: 'Livré', paymentStatus: 'Réussi' } as const;
    const waiting = { ...cash, total: 2000 } as const;
    const cancelled = { ...cash, status: 'Annulé', total: 9000 } as const;
    expect(cashPaymentStatus([delivered, waiting, cancelled])).toBe(
      `À régler au livreur : ${formatFcfa(2000)}`,
    );
    expect(cashPaymentStatus([delivered, cancelled])).toBe('Payé au livreur');
    expect(cashPaymentStatus([cancelled, cancelled])).toBe('Rien à régler');
  });
});
