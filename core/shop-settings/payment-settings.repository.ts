import { eq } from 'drizzle-orm';
import type { MobileMoneyProvider, PaymentMethod } from '#common/payment-methods.ts';
import type { PayoutMethod } from '#common/shop-settings.ts';
import type { SettingsChange } from '#common/settings-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Database } from '#modules/db/client.ts';
import { boutiques } from '#modules/db/schema.ts';
import { latestSettingsChanges, recordSettingsChange } from './settings-history.repository.ts';

// A shop's payment terms and payout account in PostgreSQL (columns of `boutiques`).

const columns = {
  country: boutiques.pays,
  onlinePayments: boutiques.onlinePayments,
  acceptedMethods: boutiques.acceptedMethods,
  mobileMoneyOperators: boutiques.mobileMoneyOperators,
  minOrderAmount: boutiques.minOrderAmount,
  payoutMethod: boutiques.payoutMethod,
  payoutOperator: boutiques.payoutOperator,
  payoutHolder: boutiques.payoutHolder,
  payoutAccountEncrypted: boutiques.payoutAccountEncrypted,
  payoutAccountMasked: boutiques.payoutAccountMasked,
};

/** What is saved, as the table holds it: the account sealed, and masked for display. */
export interface StoredPaymentSettings {
  onlinePayments: boolean;
  acceptedMethods: PaymentMethod[];
  mobileMoneyOperators: MobileMoneyProvider[];
  minOrderAmount: number;
  payoutMethod: PayoutMethod | null;
  payoutOperator: MobileMoneyProvider | null;
  payoutHolder: string | null;
  payoutAccountEncrypted: string | null;
  payoutAccountMasked: string | null;
}

export function createPaymentSettingsRepository(db: Database) {
  return {
    async find(
      boutiqueId: number,
    ): Promise<(StoredPaymentSettings & { country: string | null }) | undefined> {
      const [row] = await db.select(columns).from(boutiques).where(eq(boutiques.id, boutiqueId));
      return row;
    },

    /** Saves the settings and who changed what, together. */
    async save(
      boutiqueId: number,
      settings: StoredPaymentSettings,
      account: Pick<CurrentAccount, 'id' | 'userName'>,
      changes: SettingsChange[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(boutiques).set(settings).where(eq(boutiques.id, boutiqueId));
        await recordSettingsChange(tx, { boutiqueId, account, panel: 'paiement', changes });
      });
    },

    history(boutiqueId: number) {
      return latestSettingsChanges(db, boutiqueId, 'paiement');
    },
  };
}

export type PaymentSettingsRepository = ReturnType<typeof createPaymentSettingsRepository>;
