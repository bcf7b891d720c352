import { NumberInput, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import {
  formatFcfaPerUnit,
  formatRateDate,
  type AdminRatedCurrency,
} from '#common/currency-equivalents.ts';
import type { AdminExchangeRate } from '#common/exchange-rates.ts';
import type { exchangeRateOperations } from '#modules/exchange-rates/exchange-rates.operations.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';
import { SettingsPanel } from '../shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

export const CURRENCY_NAMES: Record<AdminRatedCurrency | 'EUR' | 'XAF', string> = {
  EUR: 'Euro',
  XAF: 'Franc CFA d’Afrique centrale',
  USD: 'Dollar américain',
  GBP: 'Livre sterling',
};

/** The screen's one write (core/exchange-rates/exchange-rates.operations.ts). */
const SET_RATE: (typeof exchangeRateOperations.set)['intent'] = 'taux-de-change';

interface ExchangeRateFormProps {
  currency: AdminRatedCurrency;
  saved: AdminExchangeRate | undefined;
  /** Today in Lomé: the latest day a rate can hold for. */
  today: string;
}

/**
 * One team-set rate: FCFA for one unit and the day it holds for, saved by the screen's action
 * through the rate's operation (the API's schemas and service), refusals beside their fields.
 */
export function ExchangeRateForm({ currency, saved, today }: ExchangeRateFormProps) {
  const form = useSettingsForm<{ fcfaPerUnit: number | string; rateDate: string }>(
    { fcfaPerUnit: saved?.fcfaPerUnit ?? '', rateDate: saved?.rateDate ?? today },
    'Erreur lors de l’enregistrement du taux',
    { operation: SET_RATE, params: { currency } },
  );
  const titleId = `taux-${currency}`;
  return (
    <SettingsPanel
      title={`${CURRENCY_NAMES[currency]} (${currency})`}
      description={
        saved
          ? `1 ${currency} = ${formatFcfaPerUnit(saved.fcfaPerUnit)}, taux du ${formatRateDate(saved.rateDate)} — fixé par ${saved.setByName} le ${formatOrderDateTime(saved.updatedAt)}`
          : `Aucun taux fixé : les boutiques en ${currency} n’affichent pas d’équivalent.`
      }
      descriptionTestId={`taux-actuel-${currency}`}
      titleId={titleId}
      onSave={form.save}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
    >
      <NumberInput
        label={`FCFA pour 1 ${currency}`}
        value={form.values.fcfaPerUnit}
        onChange={(fcfaPerUnit) => form.change({ fcfaPerUnit })}
        error={form.errors.fcfaPerUnit}
        decimalSeparator=","
        thousandSeparator=" "
        decimalScale={4}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        required
      />
      <TextInput
        type="date"
        label="Date du taux"
        value={form.values.rateDate}
        max={today}
        onChange={(event) => form.change({ rateDate: event.currentTarget.value })}
        error={form.errors.rateDate}
        required
      />
    </SettingsPanel>
  );
}
