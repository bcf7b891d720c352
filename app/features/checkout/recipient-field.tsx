import { TextInput } from '@mantine/core';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { OrderForm } from './use-order-form.ts';

/**
 * Who receives the parcel when it is for someone else (family, a colleague): optional. The
 * server's refusal of it shows beside it.
 */
export function RecipientField({ form }: { form: Pick<OrderForm, 'recipient' | 'order'> }) {
  return (
    <TextInput
      label="Destinataire (facultatif)"
      name="recipientName"
      autoComplete="off"
      maxLength={MAX_LENGTH.name}
      description="Si le colis est pour quelqu’un d’autre : son nom, pour le livreur."
      value={form.recipient.value}
      error={form.order.fields['delivery.recipientName']}
      onChange={(event) => form.recipient.change(event.currentTarget.value)}
    />
  );
}
