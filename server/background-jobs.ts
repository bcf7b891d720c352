import type { Logger } from 'pino';
import type { Services } from '../core/services.ts';

const PAYMENT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Work that runs without a request: cancelling unpaid online checkouts past their deadline.
 * The deadline lives in the database, so a restart loses nothing, and each instance may sweep:
 * the rows are locked with SKIP LOCKED (docs/decisions/007-payment-expiry-sweep.md).
 */
export function startBackgroundJobs(services: Services, logger: Pick<Logger, 'error'>) {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    services.payments
      .expireAbandonedPayments()
      .catch((error: unknown) => logger.error({ err: error }, 'Expiration des paiements en échec'))
      .finally(() => {
        sweeping = false;
      });
  }, PAYMENT_EXPIRY_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
