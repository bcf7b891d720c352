import { formatFcfa } from '#common/money.ts';
import { TEST_MODE_LABEL, type Order } from '#common/orders.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';

/** What GET /api/commandes/suivi/{token} answers: one checkout, one order per boutique. */
export interface OrderTracking {
  reference: string;
  orders: Order[];
  total: number;
  paymentUrl: string | null;
}

export interface NextStep {
  color: string;
  text: string;
  /** The payment page, while an online payment still waits for the buyer. */
  payUrl?: string;
}

/** 'What happens next', in French, for the whole checkout. */
export function trackingNextStep(tracking: OrderTracking): NextStep {
  const { orders } = tracking;
  const every = (test: (order: Order) => boolean) => orders.length > 0 && orders.every(test);
  // An order cancelled before an online payment leaves the payment to the others.
  const open = orders.filter((order) => order.status !== 'Annulé');
  const everyOpen = (test: (order: Order) => boolean) => open.length > 0 && open.every(test);
  if (every((order) => order.paymentStatus === 'Échoué')) {
    return {
      color: 'red',
      text: 'Le paiement n’a pas abouti : la commande a été annulée et rien ne vous a été débité. Vous pouvez repasser commande depuis votre panier ou la boutique.',
    };
  }
  if (every((order) => order.status === 'Annulé')) {
    return { color: 'red', text: 'Cette commande a été annulée.' };
  }
  if (everyOpen((order) => order.status === 'Livré')) {
    return { color: 'green', text: 'Votre commande a été livrée. Merci pour votre achat !' };
  }
  if (orders[0]?.paymentMethod === CASH_ON_DELIVERY) return cashNextStep(open);
  if (everyOpen((order) => order.paymentStatus === 'Réussi')) {
    // Only the test provider takes no money; a real aggregator's payment was a real one.
    const received = open[0]?.paymentTestMode
      ? `Paiement reçu (${TEST_MODE_LABEL} : aucun argent n’a été débité).`
      : 'Paiement reçu.';
    return {
      color: 'green',
      text: `${received} La boutique prépare votre commande et vous contactera pour la livraison.`,
    };
  }
  if (tracking.paymentUrl) {
    return {
      color: 'yellow',
      text: 'Votre paiement est en attente : la commande sera préparée dès qu’il sera confirmé. Sans paiement dans le délai prévu, elle sera annulée.',
      payUrl: tracking.paymentUrl,
    };
  }
  return {
    color: 'yellow',
    text: 'Votre paiement est en attente de confirmation par le prestataire.',
  };
}

/**
 * Cash on delivery: each shop's courier is paid for its own parcel, so what is left to pay is
 * the sum of the parcels not yet delivered (cancelled ones are owed nothing).
 */
function cashNextStep(open: Order[]): NextStep {
  const sum = (orders: Order[]) => orders.reduce((total, order) => total + order.total, 0);
  const paid = open.filter((order) => order.paymentStatus === 'Réussi');
  const due = open.filter((order) => order.paymentStatus !== 'Réussi');
  const toPay = `Vous paierez ${formatFcfa(sum(due))} au livreur, à la réception`;
  if (paid.length === 0) {
    return { color: 'blue', text: `La boutique prépare votre commande. ${toPay} de votre colis.` };
  }
  const rest = due.length === 1 ? 'du colis restant' : `des ${due.length} colis restants`;
  return {
    color: 'blue',
    text: `Déjà réglé : ${formatFcfa(sum(paid))}. ${toPay} ${rest}.`,
  };
}
