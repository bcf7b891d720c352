import { formatFcfa } from '#common/money.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from '#common/payment-methods.ts';
import {
  compactIban,
  PAYMENT_SETTINGS_MESSAGES,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '#common/payment-settings.ts';
import { describeChanges, shown, type SettingsChange } from '#common/settings-history.ts';
import { toE164 } from '#common/phone.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import { NotFound, Validation } from '#modules/errors.ts';
import { maskDigits } from '#modules/payments/masked-account.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import type {
  PaymentSettingsRepository,
  StoredPaymentSettings,
} from './payment-settings.repository.ts';

// The shop's payment terms and payout account (issue 15 §3, decision 018). The payout number is
// sealed before it reaches the database and never leaves the server in clear: the panel, the
// API and the history see it masked.

export const SHOP_NOT_FOUND = 'Boutique introuvable.';

const LABELS: Partial<Record<keyof StoredPaymentSettings, string>> = {
  onlinePayments: 'Paiements en ligne',
  acceptedMethods: 'Moyens de paiement acceptés',
  mobileMoneyOperators: 'Opérateurs Mobile Money',
  minOrderAmount: 'Minimum de commande',
  payoutMethod: 'Mode de versement',
  payoutOperator: 'Opérateur de versement',
  payoutHolder: 'Titulaire du compte',
  payoutAccountMasked: 'Compte de versement',
};

const showSetting = (field: keyof StoredPaymentSettings, value: unknown) =>
  field === 'minOrderAmount' && typeof value === 'number'
    ? value === 0
      ? 'Aucun'
      : formatFcfa(value)
    : shown(value);

/** In the platform's order, so that ticking in another order is not a change. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]) =>
  all.filter((value) => chosen.includes(value));

export interface PaymentSettingsDependencies {
  repository: PaymentSettingsRepository;
  /** Read on first use: the key may be derived from the signing secret. */
  cipher: () => Promise<PayoutCipher>;
}

export function createPaymentSettingsService({ repository, cipher }: PaymentSettingsDependencies) {
  /**
   * The shop of the account's team (read by every member, changed by an Admin); any other is
   * 'not found', so ids reveal nothing.
   */
  async function ownShop(
    account: CurrentAccount,
    boutiqueId: number,
    permission: 'voir' | 'gerer' = 'voir',
  ) {
    const own = teamBoutique(account, permission) === boutiqueId;
    const shop = own ? await repository.find(boutiqueId) : undefined;
    if (!shop) throw new NotFound(SHOP_NOT_FOUND);
    return shop;
  }

  async function view(
    boutiqueId: number,
    stored: StoredPaymentSettings,
    country: string | null,
  ): Promise<PaymentSettings> {
    return {
      country,
      onlinePayments: stored.onlinePayments,
      acceptedMethods: stored.acceptedMethods,
      mobileMoneyOperators: stored.mobileMoneyOperators,
      minOrderAmount: stored.minOrderAmount,
      payout: {
        method: stored.payoutMethod,
        operator: stored.payoutOperator,
        holder: stored.payoutHolder ?? '',
        accountMasked: stored.payoutAccountMasked,
      },
      history: await repository.history(boutiqueId),
    };
  }

  /** The new account in its one spelling (E.164, compact IBAN); refused beside its field. */
  function normalisedAccount(input: PaymentSettingsInput, country: string | null): string {
    const { method, account } = input.payout;
    if (method === 'Virement bancaire') return compactIban(account);
    const e164 = toE164(account, country);
    if (!e164) throw Validation.field('payout.account', PAYMENT_SETTINGS_MESSAGES.phone);
    return e164;
  }

  /** The payout columns to store: a typed account is sealed; none typed keeps the one on file. */
  async function payoutColumns(
    input: PaymentSettingsInput,
    saved: StoredPaymentSettings,
    country: string | null,
  ): Promise<{ columns: Partial<StoredPaymentSettings>; replaced: boolean }> {
    const { method, operator, holder, account } = input.payout;
    if (method === null) {
      const none = {
        payoutMethod: null,
        payoutOperator: null,
        payoutHolder: null,
        payoutAccountEncrypted: null,
        payoutAccountMasked: null,
      };
      return { columns: none, replaced: saved.payoutAccountEncrypted !== null };
    }
    const kind = {
      payoutMethod: method,
      payoutOperator: method === 'Mobile Money' ? operator : null,
      payoutHolder: method === 'Virement bancaire' ? holder : null,
    };
    if (!account) {
      // A number on file belongs to its method: a bank account is no Mobile Money number.
      if (saved.payoutAccountEncrypted === null || saved.payoutMethod !== method) {
        throw Validation.field('payout.account', PAYMENT_SETTINGS_MESSAGES.account);
      }
      return { columns: kind, replaced: false };
    }
    const clear = normalisedAccount(input, country);
    const seal = await cipher();
    const previous = saved.payoutAccountEncrypted;
    return {
      columns: {
        ...kind,
        payoutAccountEncrypted: seal.seal(clear),
        payoutAccountMasked: maskDigits(clear),
      },
      // Two numbers can end alike: the history tells of a new account even with the same mask.
      replaced: previous === null || openOrNull(seal, previous) !== clear,
    };
  }

  return {
    async get(account: CurrentAccount, boutiqueId: number): Promise<PaymentSettings> {
      const { country, ...stored } = await ownShop(account, boutiqueId);
      return view(boutiqueId, stored, country);
    },

    async save(
      account: CurrentAccount,
      boutiqueId: number,
      input: PaymentSettingsInput,
    ): Promise<PaymentSettings> {
      const { country, ...saved } = await ownShop(account, boutiqueId, 'gerer');
      const payout = await payoutColumns(input, saved, country);
      const next: StoredPaymentSettings = {
        ...saved,
        onlinePayments: input.onlinePayments,
        acceptedMethods: inOrder(PAYMENT_METHODS, input.acceptedMethods),
        mobileMoneyOperators: inOrder(MOBILE_MONEY_PROVIDERS, input.mobileMoneyOperators),
        minOrderAmount: input.minOrderAmount,
        ...payout.columns,
      };
      const changes: SettingsChange[] = describeChanges(LABELS, saved, next, showSetting);
      if (
        payout.replaced &&
        !changes.some((change) => change.label === LABELS.payoutAccountMasked)
      ) {
        const masked = showSetting('payoutAccountMasked', next.payoutAccountMasked);
        changes.push({ label: 'Compte de versement', from: masked, to: `${masked} (nouveau)` });
      }
      await repository.save(boutiqueId, next, account, changes);
      return view(boutiqueId, next, country);
    },
  };
}

/** The account on file in clear, or null when no configured key opens it any more. */
function openOrNull(cipher: PayoutCipher, sealed: string): string | null {
  try {
    return cipher.open(sealed);
  } catch {
    return null;
  }
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
