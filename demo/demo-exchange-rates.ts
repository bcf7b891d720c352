import { createExchangeRatesRepository } from '#modules/exchange-rates/exchange-rates.repository.ts';
import { createExchangeRatesService } from '#modules/exchange-rates/exchange-rates.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoAccount } from './demo-reports.ts';

// The dollar's and the pound's rates, set by the demo admin through the service on the seed's
// day (with their audit entries), so shops in USD or GBP show an equivalent on first start.
// Plausible for late 2026; the team updates them from its back-office.
const DEMO_RATES = [
  { currency: 'USD', fcfaPerUnit: 565.42 },
  { currency: 'GBP', fcfaPerUnit: 748.3 },
] as const;

export async function seedDemoExchangeRates(db: Database, now: Date): Promise<void> {
  const exchangeRates = createExchangeRatesService({
    repository: createExchangeRatesRepository(db),
    clock: () => now,
  });
  const admin = await demoAccount(db, 'admin@baobab.example');
  const rateDate = now.toISOString().slice(0, 10);
  for (const { currency, fcfaPerUnit } of DEMO_RATES) {
    await exchangeRates.setRate({ ...admin, sessionId: 'graine-de-demonstration' }, currency, {
      fcfaPerUnit,
      rateDate,
    });
  }
}
