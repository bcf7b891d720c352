import { eq, sql } from 'drizzle-orm';
import type { AdminExchangeRate } from '#common/exchange-rates.ts';
import type { AdminRatedCurrency } from '#common/currency-equivalents.ts';
import type { ShopCurrency } from '#common/shop-settings.ts';
import { recordAdminAction, type AuditEntry } from '#modules/audit/audit.port.ts';
import type { Database } from '#modules/db/client.ts';
import { boutiques, exchangeRates } from '#modules/db/schema.ts';

// The team's rates in taux_de_change: one row per currency, replaced on each change.

export interface RateChange {
  currency: AdminRatedCurrency;
  fcfaPerUnit: number;
  rateDate: string;
  setBy: { id: number; userName: string };
}

const asAdminRate = (row: typeof exchangeRates.$inferSelect): AdminExchangeRate => ({
  currency: row.currency,
  fcfaPerUnit: row.fcfaPerUnit,
  rateDate: row.rateDate,
  setByName: row.setByName,
  updatedAt: row.updatedAt.toISOString(),
});

export function createExchangeRatesRepository(db: Database) {
  return {
    async list(): Promise<AdminExchangeRate[]> {
      return (await db.select().from(exchangeRates)).map(asAdminRate);
    },

    /** A shop's currency and, for USD and GBP, the team's rate; undefined for an unknown shop. */
    async shopCurrency(boutiqueId: number) {
      const [row] = await db
        .select({
          currency: boutiques.currency,
          fcfaPerUnit: exchangeRates.fcfaPerUnit,
          rateDate: exchangeRates.rateDate,
        })
        .from(boutiques)
        .leftJoin(exchangeRates, sql`${exchangeRates.currency} = ${boutiques.currency}`)
        .where(eq(boutiques.id, boutiqueId));
      if (!row) return undefined;
      const { currency, fcfaPerUnit, rateDate } = row;
      const rate = fcfaPerUnit === null || rateDate === null ? null : { fcfaPerUnit, rateDate };
      return { currency: currency satisfies ShopCurrency, rate };
    },

    /** Sets a rate and writes its audit entry, in one transaction: both are kept or neither. */
    async save(change: RateChange, audit: AuditEntry): Promise<AdminExchangeRate> {
      return db.transaction(async (tx) => {
        const values = {
          fcfaPerUnit: change.fcfaPerUnit,
          rateDate: change.rateDate,
          setByAccountId: change.setBy.id,
          setByName: change.setBy.userName,
          updatedAt: new Date(),
        };
        const [row] = await tx
          .insert(exchangeRates)
          .values({ currency: change.currency, ...values })
          .onConflictDoUpdate({ target: exchangeRates.currency, set: values })
          .returning();
        if (!row) throw new Error('Taux de change non enregistré.');
        await recordAdminAction(tx, audit);
        return asAdminRate(row);
      });
    },
  };
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
