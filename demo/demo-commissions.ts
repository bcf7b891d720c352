import { createCommissionsRepository } from '#modules/commissions/commissions.repository.ts';
import { createCommissionsService } from '#modules/commissions/commissions.service.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoAccount } from './demo-reports.ts';

// The demo's money (issue 46 §2), through the services: the admin sets the platform's
// commission before the year of orders (so every line carries a rate); the year pays the
// boutiques out each month (demo-payouts.ts); after it the holding periods that ended since are
// released and the older refunds owed are settled, as a team would have done: each demo
// boutique opens on a believable ledger.

/** 8 %, in basis points. */
const PLATFORM_RATE_BPS = 800;
/** Refunds owed for longer than this were settled by the team; the recent ones still wait. */
const REFUNDS_SETTLED_AFTER_DAYS = 10;
const DAY_MS = 86_400_000;
/** The session the demo admin's writes are made under. */
export const SEED_SESSION = 'graine-de-demonstration';

export async function seedDemoCommissions(db: Database): Promise<void> {
  const commissions = createCommissionsService(createCommissionsRepository(db));
  const admin = await demoAccount(db, 'admin@baobab.example');
  await commissions.change(
    { ...admin, sessionId: SEED_SESSION },
    { portee: 'plateforme', taux: PLATFORM_RATE_BPS },
  );
}

export async function seedDemoLedger(db: Database, now: Date, holdDays: number): Promise<void> {
  const ledger = createLedgerService({
    repository: createLedgerRepository(db),
    holdDays,
    clock: () => now,
  });
  const admin = { ...(await demoAccount(db, 'admin@baobab.example')), sessionId: SEED_SESSION };
  await ledger.releaseDue();
  const settledBefore = now.getTime() - REFUNDS_SETTLED_AFTER_DAYS * DAY_MS;
  for (const refund of await ledger.refundsOwed(admin)) {
    if (Date.parse(refund.owedSince) < settledBefore) {
      await ledger.settleRefund(admin, refund.orderId, `MM-REMB-${refund.orderNumber}`);
    }
  }
}
