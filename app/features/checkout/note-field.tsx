import { Textarea } from '@mantine/core';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { OrderForm } from './use-order-form.ts';

/**
 * The buyer's note to the shops (a gate code, when to call): optional, read by each shop with its
 * order. The server's refusal of it shows beside it.
 */
export function NoteField({ form }: { form: Pick<OrderForm, 'note' | 'order'> }) {
  return (
    <Textarea
      label="Note pour la boutique (facultative)"
      name="note"
      description="Un code de portail, un moment pour appeler… La boutique la lit avec votre commande."
      autosize
      minRows={2}
      maxLength={MAX_LENGTH.orderNote}
      value={form.note.value}
      error={form.order.fields.note}
      onChange={(event) => form.note.change(event.currentTarget.value)}
    />
  );
}
