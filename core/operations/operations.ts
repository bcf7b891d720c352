import { claimQueueOperations } from '../claim-queue/claim-queue.operations.ts';
import { commissionOperations } from '../commissions/commissions.operations.ts';
import { contactOperations } from '../contact/contact.operations.ts';
import { exchangeRateOperations } from '../exchange-rates/exchange-rates.operations.ts';
import { ledgerOperations } from '../ledger/ledger.operations.ts';
import { moderationOperations } from '../moderation/moderation.operations.ts';
import { newsletterOperations } from '../newsletter/newsletter.operations.ts';
import { checkoutOperations } from '../orders/checkout.operations.ts';
import { orderOperations } from '../orders/orders.operations.ts';
import { outboxOperations } from '../outbox/outbox.operations.ts';
import { payoutOperations } from '../payouts/payouts.operations.ts';

// Every write declared as an operation (decision 061), by module: server/app.ts mounts each as
// its REST route, and the pages' route actions offer theirs through the load context.
export const operations = {
  checkout: checkoutOperations,
  orders: orderOperations,
  commissions: commissionOperations,
  exchangeRates: exchangeRateOperations,
  outbox: outboxOperations,
  ledger: ledgerOperations,
  payouts: payoutOperations,
  moderation: moderationOperations,
  claimQueue: claimQueueOperations,
  contact: contactOperations,
  newsletter: newsletterOperations,
};

export type Operations = typeof operations;
