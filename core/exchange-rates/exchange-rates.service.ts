import {
  FIXED_RATES,
  formatFcfaPerUnit,
  formatRateDate,
  rateFor,
  type AdminRatedCurrency,
  type CurrencyRate,
} from '#common/currency-equivalents.ts';
import {
  RATE_DATE_FUTURE,
  type AdminExchangeRate,
  type ExchangeRate,
  type ExchangeRateInput,
} from '#common/exchange-rates.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Validation } from '#modules/errors.ts';
import type { ExchangeRatesRepository } from './exchange-rates.repository.ts';

// The rates a shop's FCFA prices are shown at in its currency (decision 017): the euro's fixed
// peg, the Central African franc at par, and the dollar and pound as the team sets them. Prices
// are never charged in them.

/** Today in Lomé (UTC+0), as YYYY-MM-DD. */
const today = (clock: Clock) => clock().toISOString().slice(0, 10);

export function createExchangeRatesService(options: {
  repository: ExchangeRatesRepository;
  clock?: Clock;
}) {
  const { repository, clock = systemClock } = options;
  return {
    /** Every currency a shop can show, with its rate (null: not set by the team yet). */
    async list(): Promise<ExchangeRate[]> {
      const set = await repository.list();
      const teamRate = (currency: AdminRatedCurrency): ExchangeRate => {
        const rate = set.find((row) => row.currency === currency);
        return {
          currency,
          basis: 'admin',
          fcfaPerUnit: rate?.fcfaPerUnit ?? null,
          rateDate: rate?.rateDate ?? null,
        };
      };
      return [FIXED_RATES.EUR, FIXED_RATES.XAF, teamRate('USD'), teamRate('GBP')];
    },

    /** The team's rates with who set them and when, for the back-office. */
    async adminRates(account: CurrentAccount): Promise<AdminExchangeRate[]> {
      requireAdmin(account);
      return repository.list();
    },

    /** Sets the team's rate of USD or GBP, with its audit entry. */
    async setRate(
      account: CurrentAccount,
      currency: AdminRatedCurrency,
      input: ExchangeRateInput,
    ): Promise<AdminExchangeRate> {
      requireAdmin(account);
      // ISO days compare as text.
      if (input.rateDate > today(clock)) throw Validation.field('rateDate', RATE_DATE_FUTURE);
      return repository.save(
        { currency, ...input, setBy: account },
        {
          admin: account,
          action: 'taux.modifie',
          target: { type: 'devise', id: null, label: currency },
          reason: `1 ${currency} = ${formatFcfaPerUnit(input.fcfaPerUnit)} au ${formatRateDate(input.rateDate)}`,
        },
      );
    },

    /** The rate a shop's prices are shown at; null for none (XOF, unset rate, unknown shop). */
    async shopRate(boutiqueId: number): Promise<CurrencyRate | null> {
      const shop = await repository.shopCurrency(boutiqueId);
      return shop ? rateFor(shop.currency, shop.rate) : null;
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
