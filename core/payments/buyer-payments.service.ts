import { cashPaymentStatus } from '#common/buyer-payment.ts';
import { readPage } from '#common/list-pages.ts';
import {
  PAYMENTS_PER_PAGE,
  type PaymentHistoryItem,
  type PaymentHistoryPage,
  type PaymentHistoryStatus,
  type PayablePayment,
  type PayPendingInput,
} from '#common/payment-history.ts';
import {
  CASH_ON_DELIVERY,
  mobileMoneyOperatorsIn,
  paymentMethodsFor,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import {
  cartPaymentOptions,
  methodRefusedMessage,
  type ShopPaymentTerms,
} from '#common/shop-payment-terms.ts';
import type { PaymentStatus } from '#common/orders.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { Conflict, NotFound, Validation } from '#modules/errors.ts';
import { maskPaymentAccount } from './masked-account.ts';
import { providerFor, type PaymentProvider, type ProviderId } from './payment-providers.ts';
import type { PaidOrderRow, PaymentRow, PaymentsRepository } from './payments.repository.ts';

export interface BuyerPaymentsDependencies {
  repository: PaymentsRepository;
  /** The payment providers configured (core/services.ts). */
  providers: () => Promise<Record<string, PaymentProvider>>;
  onlinePayments: boolean;
  /** Where online methods go (a real aggregator, else the test one). */
  onlineProvider: ProviderId;
}

const PAYMENT_NOT_FOUND = 'Paiement introuvable.';
export const PAYMENT_NOT_AWAITED = 'Ce paiement n’attend plus de règlement.';

/**
 * The payment's status: a cash payment is 'Réussi' once every order still standing is paid to
 * its courier, 'Annulé' once none stands (no courier will collect it).
 */
function historyStatus(
  payment: Pick<PaymentRow, 'paymentProvider' | 'paymentStatus'>,
  orders: readonly Pick<PaidOrderRow, 'status' | 'paymentStatus'>[],
): PaymentHistoryStatus {
  if (payment.paymentProvider !== 'livraison') return payment.paymentStatus;
  const standing = orders.filter((order) => order.status !== 'Annulé');
  if (standing.length === 0) return 'Annulé';
  return standing.every((order) => order.paymentStatus === 'Réussi') ? 'Réussi' : 'En attente';
}

/** What the payment covers: its orders still standing (all of them once none is). */
function amountOf(payment: PaymentRow, orders: readonly PaidOrderRow[]): number {
  const standing = orders.filter((order) => order.status !== 'Annulé');
  return standing.length === 0
    ? payment.total
    : standing.reduce((sum, order) => sum + order.total, 0);
}

const awaitingOnline = (payment: PaymentRow) =>
  payment.paymentProvider !== 'livraison' && payment.paymentStatus === 'En attente';

function toItem(
  payment: PaymentRow,
  orders: PaidOrderRow[],
  providers: Record<string, PaymentProvider>,
): PaymentHistoryItem {
  return {
    transactionId: payment.reference,
    date: payment.createdAt.toISOString(),
    amount: amountOf(payment, orders),
    status: historyStatus(payment, orders),
    label:
      payment.paymentProvider === 'livraison' ? cashPaymentStatus(orders) : payment.paymentStatus,
    method: payment.paymentMethod as PaymentMethod,
    operator: payment.mobileMoneyOperator as PaymentHistoryItem['operator'],
    account: payment.paymentAccountMasked,
    testMode: payment.paymentProvider === 'test',
    payable: awaitingOnline(payment) && payment.paymentProvider in providers,
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      boutique: order.boutique,
      total: order.total,
      status: order.status,
      invoice: order.paymentStatus === 'Réussi',
    })),
  };
}

/**
 * The buyer's side of payments: the history of what they paid (or did not), and paying an order
 * still awaiting its online payment through the provider's page, as the checkout does.
 */
export function createBuyerPaymentsService(deps: BuyerPaymentsDependencies) {
  const { repository } = deps;

  async function ownPayment(account: CurrentAccount, reference: string): Promise<PaymentRow> {
    const payment = await repository.findPayment(reference);
    if (!payment || payment.buyerAccountId !== account.id) throw new NotFound(PAYMENT_NOT_FOUND);
    return payment;
  }

  /** The method, operator and masked account the buyer may now pay with, or why not. */
  function checkChoice(input: PayPendingInput, shops: ShopPaymentTerms[]) {
    if (input.method === CASH_ON_DELIVERY) {
      throw Validation.field('method', 'Choisissez un moyen de paiement en ligne.');
    }
    const countryMethods = paymentMethodsFor(input.country, {
      onlinePayments: deps.onlinePayments,
    });
    if (!countryMethods.includes(input.method)) {
      throw Validation.field('method', 'Ce moyen de paiement n’est pas proposé dans ce pays.');
    }
    const options = cartPaymentOptions(
      countryMethods,
      mobileMoneyOperatorsIn(input.country),
      shops,
    );
    const refused = methodRefusedMessage(input.method, options);
    if (refused) throw Validation.field('method', refused);
    const operator = input.method === 'Mobile Money' ? (input.provider ?? null) : null;
    if (input.method === 'Mobile Money' && (!operator || !options.operators.includes(operator))) {
      throw Validation.field('provider', 'Choisissez un opérateur accepté par la boutique.');
    }
    const accountMasked = maskPaymentAccount(input.method, input.account);
    if (!accountMasked) throw Validation.field('account', 'Compte de paiement invalide.');
    return { method: input.method, operator, accountMasked };
  }

  return {
    async history(account: CurrentAccount, askedPage: number): Promise<PaymentHistoryPage> {
      const providers = await deps.providers();
      const { found, page, pageCount } = await readPage(askedPage, PAYMENTS_PER_PAGE, (page) =>
        repository.historyPage(account.id, {
          limit: PAYMENTS_PER_PAGE,
          offset: (page - 1) * PAYMENTS_PER_PAGE,
        }),
      );
      return {
        payments: found.payments.map((payment) =>
          toItem(
            payment,
            found.orders.filter((order) => order.checkoutId === payment.id),
            providers,
          ),
        ),
        total: found.total,
        page,
        pageCount,
      };
    },

    /** The buyer's payments awaiting their online payment, with what each shop accepts. */
    async payables(account: CurrentAccount): Promise<PayablePayment[]> {
      const providers = await deps.providers();
      const awaiting = await repository.awaitingPayments(account.id);
      return Promise.all(
        awaiting
          .filter((payment) => payment.paymentProvider in providers)
          .map(async (payment) => {
            const orders = await repository.ordersOf([payment.id]);
            return {
              reference: payment.reference,
              amount: amountOf(payment, orders),
              orderNumbers: orders
                .filter((order) => order.status !== 'Annulé')
                .map((order) => order.orderNumber),
              shops: await repository.shopTerms(payment.id),
            };
          }),
      );
    },

    /** Where a payment of the buyer stands, once the provider's page sent them back; null: not theirs. */
    async status(account: CurrentAccount, reference: string): Promise<PaymentStatus | null> {
      const payment = await repository.findPayment(reference);
      return payment?.buyerAccountId === account.id ? payment.paymentStatus : null;
    },

    /**
     * Pays a payment still awaiting it: the chosen method (only masked) replaces the checkout's,
     * and the buyer is sent to the provider's page, which confirms it by its signed notification.
     * `returnTo`: where that page sends the buyer back (else the order's tracking page).
     */
    async pay(
      account: CurrentAccount,
      input: PayPendingInput,
      returnTo?: string,
    ): Promise<{ paymentUrl: string }> {
      const payment = await ownPayment(account, input.reference);
      const shops = await repository.shopTerms(payment.id);
      const choice = checkChoice(input, shops);
      const provider = (await deps.providers())[providerFor(choice.method, deps.onlineProvider)];
      if (!provider) throw new Conflict('Le paiement en ligne est indisponible pour le moment.');
      await repository.changePaymentChoice(input.reference, (locked, orders) => {
        const standing = orders.some((order) => order.status !== 'Annulé');
        if (!locked || !awaitingOnline(locked) || !standing) {
          throw new Conflict(PAYMENT_NOT_AWAITED);
        }
        if (locked.paymentProvider !== provider.id) throw new Conflict(PAYMENT_NOT_AWAITED);
        return choice;
      });
      const paymentUrl = provider.paymentUrl(input.reference, returnTo);
      if (!paymentUrl) throw new Conflict(PAYMENT_NOT_AWAITED);
      return { paymentUrl };
    },
  };
}

export type BuyerPaymentsService = ReturnType<typeof createBuyerPaymentsService>;
