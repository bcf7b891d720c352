import { createHash, randomBytes } from 'node:crypto';
import { describeCartChange } from '#common/cart.ts';
import { MAX_LINE_QUANTITY } from '#common/limits.ts';
import { formatFcfa } from '#common/money.ts';
import {
  MAX_OPEN_GUEST_CASH_CHECKOUTS,
  TOO_MANY_OPEN_GUEST_ORDERS,
  type ChangedPrice,
  type CheckoutResult,
  type checkoutRequestSchema,
} from '#common/orders.ts';
import { CASH_ON_DELIVERY, paymentMethodsFor } from '#common/payment-methods.ts';
import type { z } from 'zod';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { PHONE_INVALID_MESSAGE, toE164 } from '#common/phone.ts';
import { Conflict, Forbidden, PriceChanged, TooManyRequests, Validation } from '#modules/errors.ts';
import { inCountry } from '#common/delivery-zones.ts';
import { deliveryFeeChangedMessage } from '#common/delivery-quote.ts';
import { quoteDelivery } from '#modules/delivery/delivery-quote.ts';
import { maskPaymentAccount } from '#modules/payments/masked-account.ts';
import { providerFor, type ProviderId } from '#modules/payments/payment-providers.ts';
import type { AddressesService } from '#modules/addresses/addresses.service.ts';
import type { CheckoutResults } from './checkout-results.ts';
import { rateOf } from '#modules/commissions/commissions.service.ts';
import type { OrderKeys } from './order-keys.ts';
import type { OrderNotices } from './order-notices.ts';
import { buyerNotification } from './buyer-notifications.ts';
import { lowStockNotification, shopNotification } from './shop-notifications.ts';
import { checkShopPaymentTerms } from './shop-payment-rules.ts';
import type {
  CheckoutRow,
  Offer,
  OrderEvent,
  OrderRecord,
  OrdersRepository,
} from './orders.repository.ts';
import { countryName } from '#common/delivery-countries.ts';

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

export interface CheckoutDependencies {
  repository: OrdersRepository;
  results: CheckoutResults;
  notices: Pick<OrderNotices, 'sellersToTell' | 'checkoutPlaced' | 'sendQueued'>;
  paymentTimeoutMinutes: number;
  /** False when no online provider is configured: cash on delivery only. */
  onlinePayments: boolean;
  /** Where online methods go (a real aggregator, else the test one). */
  onlineProvider: ProviderId;
  keys: OrderKeys;
  /** Keeps a buyer's delivery among her saved addresses when she asks (issue 45 § 4.5). */
  addresses: Pick<AddressesService, 'keepFromCheckout'>;
}

/** A retried checkout found its first attempt: nothing new is written. */
class AlreadyPlaced extends Error {}

const ONLINE_PAYMENTS_CLOSED =
  'Le paiement en ligne n’est pas encore ouvert : choisissez le paiement à la livraison.';

const GUEST_DETAILS_REQUIRED =
  'Indiquez votre nom et votre téléphone pour commander sans compte, ou connectez-vous.';

function lineUnavailable(offer: Offer | undefined): string {
  return offer
    ? `Le produit « ${offer.productName} » n’est plus en vente.`
    : 'Un produit de votre panier n’existe plus ou n’est plus en vente : retirez-le pour continuer.';
}

function shopPaused(offer: Offer): string {
  return `La boutique « ${offer.boutiqueName} » est en pause : le produit « ${offer.productName} » ne peut pas être commandé pour l’instant. Retirez-le du panier pour continuer.`;
}

function stockShort(offer: Offer, quantity: number): string {
  return offer.stock === 0
    ? `Plus de stock pour « ${offer.productName} ».`
    : `Stock insuffisant pour « ${offer.productName} » : il en reste ${offer.stock}, vous en demandez ${quantity}.`;
}

/** Two lines of the same offer count as one line of their total quantity. */
function mergeLines(lines: CheckoutInput['lines']): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  for (const quantity of quantities.values()) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw new Validation(`La quantité ne peut pas dépasser ${MAX_LINE_QUANTITY}.`);
    }
  }
  return quantities;
}

/**
 * The lines whose unit price the buyer was shown is no longer the database's, higher or lower.
 * The goods total needs no check of its own: the schema makes it add up from these prices.
 * Only goods are compared here; delivery fees are quoted by core/delivery/delivery-quote.ts.
 */
function changedPrices(lines: CheckoutInput['lines'], offers: Map<number, Offer>): ChangedPrice[] {
  return lines.flatMap((line, index) => {
    const offer = offers.get(line.id);
    if (!offer || offer.price === line.price) return [];
    const change = {
      kind: 'price',
      name: offer.productName,
      oldPrice: line.price,
      newPrice: offer.price,
    } as const;
    return [
      {
        field: `lines.${index}.price`,
        message: describeCartChange(change, formatFcfa),
        kind: 'price',
        id: offer.id,
        name: offer.productName,
        shownPrice: line.price,
        price: offer.price,
      },
    ];
  });
}

/** The delivery the buyer was shown for a shop: standard and free when the request says nothing. */
function shownShipping(input: CheckoutInput, boutiqueId: number) {
  const index = input.shipping?.findIndex((shown) => shown.boutiqueId === boutiqueId) ?? -1;
  const shown = input.shipping?.[index];
  return {
    field: `shipping.${index === -1 ? (input.shipping?.length ?? 0) : index}.fee`,
    express: shown?.express ?? false,
    fee: shown?.fee ?? 0,
  };
}

/** The shops whose delivery fee is no longer the one the buyer was shown (decision 010). */
function changedFees(
  drafts: readonly { boutiqueId: number; boutiqueName: string; deliveryFee: number }[],
  input: CheckoutInput,
): ChangedPrice[] {
  return drafts.flatMap((draft) => {
    const shown = shownShipping(input, draft.boutiqueId);
    if (shown.fee === draft.deliveryFee) return [];
    return [
      {
        field: shown.field,
        message: deliveryFeeChangedMessage(
          draft.boutiqueName,
          shown.fee,
          draft.deliveryFee,
          formatFcfa,
        ),
        kind: 'deliveryFee',
        id: draft.boutiqueId,
        name: draft.boutiqueName,
        shownPrice: shown.fee,
        price: draft.deliveryFee,
      },
    ];
  });
}

function priceChanged(changes: ChangedPrice[]): PriceChanged {
  const sentences = changes.map((change) => change.message).join(' ');
  return new PriceChanged(
    `${sentences} Vérifiez votre panier mis à jour, puis confirmez votre commande.`,
    changes,
  );
}

function notDelivered(offer: Offer, country: string): string {
  return `La boutique « ${offer.boutiqueName} » ne livre pas ${inCountry(country)} : retirez ses produits du panier pour commander le reste.`;
}

function ownProduct(offer: Offer): string {
  return `« ${offer.productName} » est un produit de votre boutique : un vendeur ne peut pas commander ses propres produits.`;
}

/** A phone of the checkout in E.164, read as a number of the delivery country when local. */
function e164(phone: string, field: string, country: string): string {
  const normalised = toE164(phone, country);
  if (!normalised) {
    throw new Validation(PHONE_INVALID_MESSAGE, [{ field, message: PHONE_INVALID_MESSAGE }]);
  }
  return normalised;
}

/** Who ordered: the signed-in account, else the guest's details. */
function clientOf(input: CheckoutInput, account: CurrentAccount | null, deliveryPhone: string) {
  if (account) {
    return { clientName: account.userName, clientPhone: deliveryPhone, clientEmail: account.email };
  }
  if (!input.guest) throw new Validation(GUEST_DETAILS_REQUIRED);
  return {
    clientName: input.guest.name,
    clientPhone: e164(input.guest.phone, 'guest.phone', input.delivery.country),
    clientEmail: input.guest.email ?? null,
  };
}

function checkPayment(input: CheckoutInput, onlinePayments: boolean): void {
  const { method, provider } = input.payment;
  if (!onlinePayments && method !== CASH_ON_DELIVERY) {
    throw new Validation(ONLINE_PAYMENTS_CLOSED);
  }
  if (!paymentMethodsFor(input.delivery.country, { onlinePayments }).includes(method)) {
    throw new Validation(
      `« ${method} » n’est pas proposé pour ${countryName(input.delivery.country)}.`,
    );
  }
  if (method === 'Mobile Money' && !provider) {
    throw new Validation('Choisissez votre opérateur Mobile Money.');
  }
}

export function createCheckoutService(deps: CheckoutDependencies) {
  const { repository } = deps;

  return {
    /** Whether online methods can be chosen (the checkout page offers only what can be paid). */
    onlinePayments: deps.onlinePayments,

    /**
     * One checkout → one order per boutique, prices and names from the database, stock taken in
     * the same transaction; refused, writing nothing, when a price is not the one the buyer saw.
     * The same idempotency key with the same request returns the first result (`replayed`);
     * with another request it is refused.
     */
    async place(
      input: CheckoutInput,
      account: CurrentAccount | null,
      idempotencyKey: string,
    ): Promise<{ result: CheckoutResult; replayed: boolean }> {
      const deliveryPhone = e164(input.delivery.phone, 'delivery.phone', input.delivery.country);
      const client = clientOf(input, account, deliveryPhone);
      checkPayment(input, deps.onlinePayments);
      const quantities = mergeLines(input.lines);
      const scope = account ? `compte:${account.id}` : 'invite';
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            scope,
            [...quantities].sort(),
            // The prices shown are part of the request: the same key with other prices is
            // another checkout. (Lines of one product that disagree are refused below anyway.)
            [...new Map(input.lines.map((line) => [line.id, line.price]))].sort(),
            input.delivery,
            input.payment,
            input.guest,
            input.shipping,
            // Only when there is one: a key sent before notes existed hashes as it did.
            ...(input.note ? [input.note] : []),
          ]),
        )
        .digest('hex');
      const { tracking } = await deps.keys();

      const replay = async () => {
        const existing = await repository.findCheckout({ scope, key: idempotencyKey });
        if (!existing) return undefined;
        if (existing.requestHash !== requestHash) {
          throw new Conflict(
            'Cette clé de commande a déjà servi pour une autre commande. Rechargez la page et réessayez.',
          );
        }
        return { result: await deps.results.of(existing), replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      // Read before the transaction: it holds the offers' locks, which every checkout of the
      // same products waits for (decision 034). Online, sellers are told once paid.
      const sellers =
        providerFor(input.payment.method, deps.onlineProvider) === 'livraison'
          ? await deps.notices.sellersToTell(repository, [...quantities.keys()])
          : [];

      let checkout: CheckoutRow;
      try {
        checkout = await repository.transaction(async (orders) => {
          // A second copy of this checkout waits here until the first commits, then replays it.
          if (!(await orders.lockIdempotencyKey(scope, idempotencyKey))) throw new AlreadyPlaced();
          if (!account && providerFor(input.payment.method, deps.onlineProvider) === 'livraison') {
            const waiting = await orders.openGuestCashCheckouts(client.clientPhone);
            if (waiting >= MAX_OPEN_GUEST_CASH_CHECKOUTS) {
              throw new TooManyRequests(TOO_MANY_OPEN_GUEST_ORDERS);
            }
          }
          const offers = new Map(
            (await orders.lockOffers([...quantities.keys()])).map((offer) => [offer.id, offer]),
          );
          const lines: { offer: Offer; quantity: number }[] = [];
          for (const [id, quantity] of quantities) {
            const offer = offers.get(id);
            if (!offer || !offer.active || !offer.boutiqueActive) {
              throw new Conflict(lineUnavailable(offer));
            }
            if (offer.boutiquePaused) throw new Conflict(shopPaused(offer));
            // A seller buying its own products would inflate its own sales and ranking.
            if (account !== null && offer.boutiqueId === account.boutiqueId) {
              throw new Forbidden(ownProduct(offer));
            }
            lines.push({ offer, quantity });
          }
          // Never charge a price the buyer did not see: the page refreshes and asks again.
          const changes = changedPrices(input.lines, offers);
          if (changes.length > 0) throw priceChanged(changes);
          checkShopPaymentTerms(
            input.payment,
            { country: input.delivery.country, onlinePayments: deps.onlinePayments },
            lines,
          );
          for (const { offer, quantity } of lines) {
            if (offer.stock < quantity || !(await orders.takeStock(offer.id, quantity))) {
              throw new Conflict(stockShort(offer, quantity));
            }
          }
          const byBoutique = Map.groupBy(lines, (line) => line.offer.boutiqueId);
          const zones = await orders.deliveryZones([...byBoutique.keys()]);
          // The rates in force now are written on the lines: later changes never rewrite them.
          const rates = await orders.commissionRates();
          const drafts = [...byBoutique].map(([boutiqueId, boutiqueLines]) => {
            const shop = boutiqueLines[0]?.offer;
            if (!shop) throw new Error('Boutique sans ligne.');
            const subtotal = boutiqueLines.reduce((sum, l) => sum + l.offer.price * l.quantity, 0);
            const quote = quoteDelivery(
              {
                shopCountry: shop.boutiqueCountry,
                zones: zones.get(boutiqueId) ?? [],
                freeDeliveryFrom: shop.freeDeliveryFrom,
              },
              input.delivery.country,
              subtotal,
              shownShipping(input, boutiqueId).express,
            );
            if (!quote.served) throw new Conflict(notDelivered(shop, input.delivery.country));
            return {
              boutiqueId,
              boutiqueName: shop.boutiqueName,
              deliveryFee: quote.fee,
              delivery: {
                zone: quote.zone,
                carrier: quote.carrier,
                express: quote.express,
                days: quote.days,
                tracking: quote.tracking,
              },
              taxRate: shop.taxRate,
              subtotal,
              lines: boutiqueLines.map(({ offer, quantity }) => ({
                boutiqueProduitId: offer.id,
                name: offer.productName,
                unitPrice: offer.price,
                quantity,
                commissionRateBps: rateOf(rates, offer),
              })),
            };
          });
          // Nor a delivery fee: the quote the page showed is made again here.
          const feeChanges = changedFees(drafts, input);
          if (feeChanges.length > 0) throw priceChanged(feeChanges);
          const total = drafts.reduce((sum, draft) => sum + draft.subtotal + draft.deliveryFee, 0);

          const reference = randomBytes(16).toString('base64url');
          const provider = providerFor(input.payment.method, deps.onlineProvider);
          const online = provider !== 'livraison';
          const row = {
            reference,
            idempotencyScope: scope,
            idempotencyKey,
            requestHash,
            buyerAccountId: account?.id ?? null,
            ...client,
            deliveryCountry: input.delivery.country,
            deliveryCity: input.delivery.city,
            deliveryAddress: input.delivery.address,
            deliveryPhone,
            recipientName: input.delivery.recipientName ?? null,
            note: input.note ?? null,
            paymentMethod: input.payment.method,
            paymentProvider: provider,
            mobileMoneyOperator: input.payment.provider ?? null,
            paymentAccountMasked: maskPaymentAccount(input.payment.method, input.payment.account),
            paymentExpiresAt: online
              ? new Date(Date.now() + deps.paymentTimeoutMinutes * 60_000)
              : null,
            total,
            trackingTokenHash: tracking.hash(tracking.token(reference)),
          };
          const stored = await orders.insertCheckout(row);
          const placedOrders: OrderRecord[] = [];
          for (const draft of drafts) {
            const placed: OrderEvent = {
              kind: 'statut',
              from: null,
              to: 'En attente',
              actor: 'Acheteur',
              actorAccountId: account?.id ?? null,
            };
            const order = await orders.insertOrder(
              {
                checkout: stored,
                boutiqueId: draft.boutiqueId,
                boutiqueName: draft.boutiqueName,
                buyerAccountId: account?.id ?? null,
                subtotal: draft.subtotal,
                deliveryFee: draft.deliveryFee,
                delivery: draft.delivery,
                taxRate: draft.taxRate,
                lines: draft.lines,
              },
              placed,
            );
            placedOrders.push(order);
            await orders.notify(buyerNotification(order, placed));
            await orders.notifyShop(draft.boutiqueId, shopNotification(order, placed), null);
          }
          for (const { offer, quantity } of lines) {
            const low = lowStockNotification(
              offer.productName,
              offer.stock,
              offer.stock - quantity,
            );
            await orders.notifyShop(offer.boutiqueId, low, null);
          }
          await deps.notices.checkoutPlaced(orders, stored, placedOrders, sellers);
          return stored;
        });
      } catch (error) {
        if (error instanceof AlreadyPlaced) {
          const again = await replay();
          if (again) return again;
        }
        throw error;
      }

      deps.notices.sendQueued();
      if (input.saveAddress && account?.typeCompte === 'ACHETEUR') {
        const { country, city, address } = input.delivery;
        await deps.addresses.keepFromCheckout(account, {
          country,
          city,
          address,
          phone: deliveryPhone,
        });
      }
      return { result: await deps.results.of(checkout), replayed: false };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
