import { payoutRunSchema } from '#common/payouts.ts';
import type { Clock } from '#modules/clock.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { createPayoutsRepository } from '#modules/payouts/payouts.repository.ts';
import { createPayoutsService } from '#modules/payouts/payouts.service.ts';
import type { MailBrand } from '#modules/mail/mail-layout.ts';
import type { Database } from '#modules/db/client.ts';
import { SEED_SESSION } from './demo-commissions.ts';
import { SEED_OUTBOX } from './demo-outbox.ts';
import { demoPayoutChannel } from './demo-payment-settings.ts';
import { demoAccount } from './demo-reports.ts';

// The team's monthly payout runs over the demo's year (issue 46 §3), through the services the
// « Versements » screen calls: on the first of each month the holds that ended are released,
// then the demo admin pays every boutique listed its available balance (less the commission it
// owes on cash orders), by transfers recorded with their references. The history runs them at
// their dates, between its orders, so each run pays what the ledger held on its day.

/** The team's payout day: the first of the month, in the morning (Lomé's time is UTC). */
const RUN_HOUR_UTC = 9;
/**
 * The last run is at least this old when the demo opens: the latest weeks' money is available,
 * and the « Versements » screen has boutiques to pay.
 */
const LAST_RUN_AGE_DAYS = 14;
const DAY_MS = 86_400_000;

/** The first of each month after `from`, the last one at least LAST_RUN_AGE_DAYS before `now`. */
export function demoPayoutDates(from: Date, now: Date): Date[] {
  const latest = now.getTime() - LAST_RUN_AGE_DAYS * DAY_MS;
  const dates: Date[] = [];
  for (let month = from.getUTCMonth() + 1; ; month++) {
    // Date.UTC carries a thirteenth month into the next year.
    const date = new Date(Date.UTC(from.getUTCFullYear(), month, 1, RUN_HOUR_UTC));
    if (date.getTime() > latest) return dates;
    dates.push(date);
  }
}

/** A transfer's reference as the team writes it: month, channel and boutique. */
export function demoTransferReference(boutique: string, boutiqueId: number, at: Date): string {
  const month = at.toISOString().slice(0, 7);
  return `VIR-${month}-${demoPayoutChannel(boutique)}-${String(boutiqueId).padStart(4, '0')}`;
}

/** The month's run, at the time `clock` tells: releases, then the admin's transfers. */
export async function demoPayoutRuns(
  db: Database,
  options: {
    /** PAYOUT_HOLD_DAYS and PAYOUT_MINIMUM_FCFA, as the site's own services have them. */
    holdDays: number;
    minimum: number;
    brand: MailBrand;
    cipher: () => Promise<PayoutCipher>;
    clock: Clock;
  },
): Promise<() => Promise<void>> {
  const { clock } = options;
  const ledger = createLedgerService({
    repository: createLedgerRepository(db),
    holdDays: options.holdDays,
    clock,
  });
  const payouts = createPayoutsService({
    repository: createPayoutsRepository(db),
    minimum: options.minimum,
    // The demo has no aggregator: the team transfers by hand.
    fedapay: null,
    cipher: options.cipher,
    outbox: SEED_OUTBOX,
    brand: options.brand,
    clock,
  });
  const admin = { ...(await demoAccount(db, 'admin@baobab.example')), sessionId: SEED_SESSION };
  return async () => {
    await ledger.releaseDue();
    const { payable } = await payouts.overview(admin);
    if (payable.length === 0) return;
    const at = clock();
    // Checked by the screen's schema, as the admin's form is.
    const run = payoutRunSchema.parse({
      cle: `demo-${at.toISOString().slice(0, 7)}`,
      mode: 'virement',
      boutiques: payable.map((row) => ({
        id: row.boutiqueId,
        reference: demoTransferReference(row.boutique, row.boutiqueId, at),
      })),
    });
    await payouts.run(admin, run);
  };
}
