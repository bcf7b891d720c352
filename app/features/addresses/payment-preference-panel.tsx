import { NativeSelect } from '@mantine/core';
import type { PaymentPreference } from '#common/addresses.ts';
import type { addressOperations } from '#modules/addresses/addresses.operations.ts';
import {
  MOBILE_MONEY_PROVIDERS,
  PAYMENT_METHODS,
  type MobileMoneyProvider,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import { SettingsPanel } from '../shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

type SetPaymentPreference = typeof addressOperations.setPaymentPreference;

/** 'Paramètres' (issue 16): the method, and Mobile Money operator, the checkout preselects. */
export function PaymentPreferencePanel({ saved }: { saved: PaymentPreference }) {
  const form = useSettingsForm<PaymentPreference>(saved, 'Moyen de paiement non enregistré', {
    operation: 'paiement-prefere' satisfies SetPaymentPreference['intent'],
  });
  return (
    <SettingsPanel
      title="Moyen de paiement par défaut"
      titleId="titre-paiement-prefere"
      description="Présélectionné à la caisse quand les boutiques de votre panier l’acceptent. Aucune donnée de carte n’est conservée."
      onSave={() => form.save()}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
    >
      <NativeSelect
        label="Moyen de paiement"
        data={[{ value: '', label: 'Aucun (je choisis à chaque commande)' }, ...PAYMENT_METHODS]}
        value={form.values.method ?? ''}
        error={form.errors.method}
        onChange={(event) => {
          const method = (event.currentTarget.value || null) as PaymentMethod | null;
          form.change({ method, mobileMoneyOperator: null });
        }}
      />
      {form.values.method === 'Mobile Money' && (
        <NativeSelect
          label="Opérateur Mobile Money"
          required
          data={[{ value: '', label: 'Choisissez un opérateur' }, ...MOBILE_MONEY_PROVIDERS]}
          value={form.values.mobileMoneyOperator ?? ''}
          error={form.errors.mobileMoneyOperator}
          onChange={(event) =>
            form.change({
              mobileMoneyOperator: (event.currentTarget.value ||
                null) as MobileMoneyProvider | null,
            })
          }
        />
      )}
    </SettingsPanel>
  );
}
