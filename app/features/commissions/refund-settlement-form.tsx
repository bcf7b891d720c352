import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { ledgerOperations } from '#modules/ledger/ledger.operations.ts';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

/** The screen's one write (core/ledger/ledger.operations.ts). */
const SETTLE: (typeof ledgerOperations.settleRefund)['intent'] = 'rembourser';

/** The team gave a buyer's money back: the refund's reference, recorded once in the ledger. */
export function RefundSettlementForm({
  orderId,
  orderNumber,
}: {
  orderId: number;
  orderNumber: string;
}) {
  const form = useSettingsForm(
    { reference: '' },
    'Erreur lors de l’enregistrement du remboursement',
    { operation: SETTLE, params: { id: String(orderId) } },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Remboursement de ${orderNumber}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          label="Référence du remboursement"
          placeholder="Opérateur, virement…"
          value={form.values.reference}
          onChange={(event) => form.change({ reference: event.currentTarget.value })}
          error={form.errors.reference}
          required
        />
        <Button size="xs" type="submit" mt={22} loading={form.pending}>
          Marquer remboursé
        </Button>
      </Group>
    </form>
  );
}
