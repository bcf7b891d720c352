import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  MAX_LINE_QUANTITY,
  MAX_OPEN_GUEST_CASH_CHECKOUTS,
  TOO_MANY_OPEN_GUEST_ORDERS,
  type CheckoutResult,
  type Order,
  type checkoutRequestSchema,
} from '../../common/orders.ts';
import { paymentMethodsFor } from '../../common/payment-methods.ts';
import type { z } from 'zod';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import { Conflict, TooManyRequests, Validation } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { maskPaymentAccount } from '../payments/masked-account.ts';
import { providerFor, type PaymentProvider } from '../payments/payment-providers.ts';
import { buyerConfirmationMail, sellerNoticeMail } from './order-mails.ts';
import { toOrder } from './order-view.ts';
import type { CheckoutRow, Offer, OrdersRepository } from './orders.repository.ts';
import type { TrackingLinks } from './tracking-links.ts';

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

export interface CheckoutDependencies {
  repository: OrdersRepository;
  mailer: Mailer;
  logger: Pick<Logger, 'error' | 'warn'>;
  brandName: string;
  paymentTimeoutMinutes: number;
  /** Resolved once the signing secret is read. */
  keys: () => Promise<{ tracking: TrackingLinks; providers: Record<string, PaymentProvider> }>;
}

/** A retried checkout found its first attempt: nothing new is written. */
class AlreadyPlaced extends Error {}

const GUEST_DETAILS_REQUIRED =
  'Indiquez votre nom et votre téléphone pour commander sans compte, ou connectez-vous.';

function lineUnavailable(offer: Offer | undefined, id: number): string {
  return offer
    ? `« ${offer.productName} » n'est plus en vente.`
    : `Le produit n° ${id} n'existe pas ou n'est plus en vente.`;
}

function stockShort(offer: Offer, quantity: number): string {
  return offer.stock === 0
    ? `« ${offer.productName} » est épuisé : il en reste 0.`
    : `Stock insuffisant pour « ${offer.productName} » : il en reste ${offer.stock}, vous en demandez ${quantity}.`;
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

/** Who ordered: the signed-in account, else the guest's details. */
function clientOf(input: CheckoutInput, account: CurrentAccount | null) {
  if (account) {
    return {
      clientName: account.userName,
      clientPhone: input.delivery.phone,
      clientEmail: account.email,
    };
  }
  if (!input.guest) throw new Validation(GUEST_DETAILS_REQUIRED);
  return {
    clientName: input.guest.name,
    clientPhone: input.guest.phone,
    clientEmail: input.guest.email ?? null,
  };
}

function checkPayment(input: CheckoutInput): void {
  const { method, provider } = input.payment;
  if (!paymentMethodsFor(input.delivery.country).includes(method)) {
    throw new Validation(`« ${method} » n'est pas proposé pour ${input.delivery.country}.`);
  }
  if (method === 'Mobile Money' && !provider) {
    throw new Validation('Choisissez votre opérateur Mobile Money.');
  }
}

export function createCheckoutService(deps: CheckoutDependencies) {
  const { repository } = deps;

  async function resultOf(checkout: CheckoutRow): Promise<CheckoutResult> {
    const { tracking, providers } = await deps.keys();
    const orders = (await repository.findOrders({ checkoutId: checkout.id })).map(toOrder);
    const provider = providers[checkout.paymentProvider];
    return {
      reference: checkout.reference,
      orders,
      total: checkout.total,
      trackingUrl: tracking.path(checkout.reference),
      paymentUrl:
        checkout.paymentStatus === 'En attente'
          ? (provider?.paymentUrl(checkout.reference) ?? null)
          : null,
    };
  }

  async function sendMails(checkout: CheckoutRow, orders: Order[]): Promise<void> {
    const { tracking } = await deps.keys();
    const mails = [];
    const [first, ...others] = orders;
    if (checkout.clientEmail && first) {
      mails.push(
        buyerConfirmationMail(
          [first, ...others],
          checkout.clientEmail,
          tracking.url(checkout.reference),
          deps.brandName,
        ),
      );
    }
    // Online payments: sellers hear of the order once it is paid (payments.service.ts).
    if (checkout.paymentProvider === 'livraison') {
      mails.push(...(await sellerNotices(orders)));
    }
    await sendAll(mails);
  }

  async function sellerNotices(orders: Order[]) {
    const sellers = await repository.sellerEmails(orders.map((order) => order.boutique.id));
    return orders.flatMap((order) =>
      sellers
        .filter((seller) => seller.boutiqueId === order.boutique.id)
        .map((seller) => sellerNoticeMail(order, seller.email, deps.brandName)),
    );
  }

  async function sendAll(mails: Parameters<Mailer['send']>[0][]) {
    // The orders are stored: a mail that fails is logged, never turned into a failed checkout.
    const outcomes = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        deps.logger.error({ err: outcome.reason }, 'Courriel de commande non envoyé');
      }
    }
  }

  return {
    resultOf,
    sellerNotices,
    sendAll,

    /**
     * One checkout → one order per boutique, prices and names from the database, stock taken in
     * the same transaction. The same idempotency key with the same request returns the first
     * result (`replayed`); with another request it is refused.
     */
    async place(
      input: CheckoutInput,
      account: CurrentAccount | null,
      idempotencyKey: string,
    ): Promise<{ result: CheckoutResult; replayed: boolean }> {
      const client = clientOf(input, account);
      checkPayment(input);
      const quantities = mergeLines(input.lines);
      const scope = account ? `compte:${account.id}` : 'invite';
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            scope,
            [...quantities].sort(),
            input.delivery,
            input.payment,
            input.guest,
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
        return { result: await resultOf(existing), replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      let checkout: CheckoutRow;
      try {
        checkout = await repository.transaction(async (orders) => {
          // A second copy of this checkout waits here until the first commits, then replays it.
          if (!(await orders.lockIdempotencyKey(scope, idempotencyKey))) throw new AlreadyPlaced();
          if (!account && providerFor(input.payment.method) === 'livraison') {
            const phone = client.clientPhone.replace(/[^0-9+]/g, '');
            if ((await orders.openGuestCashCheckouts(phone)) >= MAX_OPEN_GUEST_CASH_CHECKOUTS) {
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
              throw new Conflict(lineUnavailable(offer, id));
            }
            if (offer.stock < quantity || !(await orders.takeStock(id, quantity))) {
              throw new Conflict(stockShort(offer, quantity));
            }
            lines.push({ offer, quantity });
          }
          const drafts = [...Map.groupBy(lines, (line) => line.offer.boutiqueId)].map(
            ([boutiqueId, boutiqueLines]) => ({
              boutiqueId,
              deliveryFee: boutiqueLines[0]?.offer.deliveryFee ?? 0,
              subtotal: boutiqueLines.reduce((sum, l) => sum + l.offer.price * l.quantity, 0),
              lines: boutiqueLines.map(({ offer, quantity }) => ({
                boutiqueProduitId: offer.id,
                name: offer.productName,
                unitPrice: offer.price,
                quantity,
              })),
            }),
          );
          const total = drafts.reduce((sum, draft) => sum + draft.subtotal + draft.deliveryFee, 0);

          const reference = randomBytes(16).toString('base64url');
          const provider = providerFor(input.payment.method);
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
            deliveryPhone: input.delivery.phone,
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
          for (const draft of drafts) {
            await orders.insertOrder(
              {
                checkoutId: stored.id,
                boutiqueId: draft.boutiqueId,
                buyerAccountId: account?.id ?? null,
                subtotal: draft.subtotal,
                deliveryFee: draft.deliveryFee,
                lines: draft.lines,
              },
              {
                kind: 'statut',
                from: null,
                to: 'En attente',
                actor: 'Acheteur',
                actorAccountId: account?.id ?? null,
              },
            );
          }
          return stored;
        });
      } catch (error) {
        if (error instanceof AlreadyPlaced) {
          const again = await replay();
          if (again) return again;
        }
        throw error;
      }

      const result = await resultOf(checkout);
      await sendMails(checkout, result.orders);
      return { result, replayed: false };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
