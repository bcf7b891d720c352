import type { DeliveryDetails } from '#common/delivery.ts';
import type { Order } from '#common/orders.ts';
import type { PaymentMethod } from '#common/payment-methods.ts';
import { formatPhone } from '#common/phone.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { actsOn } from '#modules/shop-team/team-access.ts';
import type { OrderRecord } from './orders.repository.ts';

const DAY_MS = 86_400_000;

/** The API's view of a stored order (common/orders.ts `Order`), as its buyer sees it. */
export function toOrder(record: OrderRecord): Order {
  return orderView(record, false);
}

/**
 * As the shop's team and the admins see it: its history names the member of the team who did
 * each of the shop's steps (the buyer sees 'Vendeur' only).
 */
export function toTeamOrder(record: OrderRecord): Order {
  return orderView(record, true);
}

function orderView(record: OrderRecord, names: boolean): Order {
  const { checkout } = record;
  return {
    id: record.id,
    orderNumber: record.orderNumber,
    createdAt: record.createdAt.toISOString(),
    boutique: { id: record.boutiqueId, name: record.boutiqueName },
    client: {
      name: checkout.clientName,
      phone: formatPhone(checkout.clientPhone),
      email: checkout.clientEmail,
    },
    delivery: {
      country: checkout.deliveryCountry as DeliveryDetails['country'],
      city: checkout.deliveryCity,
      address: checkout.deliveryAddress,
      phone: formatPhone(checkout.deliveryPhone),
      recipientName: checkout.recipientName,
    },
    note: checkout.note,
    paymentMethod: checkout.paymentMethod as PaymentMethod,
    paymentReference: checkout.paymentAccountMasked,
    paymentTestMode: checkout.paymentProvider === 'test',
    status: record.status,
    paymentStatus: record.paymentStatus,
    subtotal: record.subtotal,
    deliveryFee: record.deliveryFee,
    total: record.total,
    shipping: {
      zone: record.deliveryZone,
      carrier: record.carrier,
      express: record.express,
      days: record.deliveryDays,
      estimatedDelivery:
        record.deliveryDays === null
          ? null
          : new Date(record.createdAt.getTime() + record.deliveryDays * DAY_MS)
              .toISOString()
              .slice(0, 10),
      trackingRequired: record.trackingRequired,
      trackingNumber: record.trackingNumber,
    },
    taxRate: record.taxRate,
    lines: record.lines,
    history: record.history.map(({ byName, ...event }) => ({
      ...event,
      by: names && event.actor === 'Vendeur' ? byName : null,
      at: event.at.toISOString(),
    })),
  };
}

/** Who may see an order: its buyer, its boutique's team, an admin. */
export function canSeeOrder(account: CurrentAccount, order: OrderRecord): boolean {
  if (account.typeCompte === 'ADMIN') return true;
  if (actsOn(account, order.boutiqueId, 'voir')) return true;
  return order.buyerAccountId === account.id;
}

/** The actor recorded in an order's history. */
export function actorLabel(account: CurrentAccount | null, asBuyer = false): string {
  if (!account) return asBuyer ? 'Acheteur' : 'Système';
  if (asBuyer) return 'Acheteur';
  if (account.typeCompte === 'ADMIN') return 'Administrateur';
  // A member of a boutique's team acts as its seller, whatever its own account type.
  if (account.team) return 'Vendeur';
  return 'Acheteur';
}
