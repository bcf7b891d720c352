import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  decrementLine,
  incrementLine,
  MIN_CART_QUANTITY,
  removeLine,
  type CartLine,
} from '#common/cart.ts';
import { showCartError } from './cart-actions.ts';
import { changeCart } from './cart-store.ts';
import { ofName } from '#common/french-elision.ts';

/** Minus (disabled at 1), quantity, plus, and optionally delete, for one cart line. */
export function QuantityControls({
  line,
  withDelete = false,
}: {
  line: CartLine;
  withDelete?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Diminuer la quantité ${ofName(line.name)}`}
        disabled={line.quantity <= MIN_CART_QUANTITY}
        onClick={() => changeCart((lines) => decrementLine(lines, line.id))}
      >
        <IconMinus size={14} aria-hidden="true" />
      </ActionIcon>
      <Text component="span" w={28} ta="center" fw={700} aria-label={`Quantité : ${line.quantity}`}>
        {line.quantity}
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Augmenter la quantité ${ofName(line.name)}`}
        onClick={() => showCartError(changeCart((lines) => incrementLine(lines, line.id)).error)}
      >
        <IconPlus size={14} aria-hidden="true" />
      </ActionIcon>
      {withDelete && <RemoveLineButton line={line} />}
    </Group>
  );
}

export function RemoveLineButton({ line }: { line: CartLine }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="md"
      aria-label={`Retirer ${line.name} du panier`}
      onClick={() => changeCart((lines) => removeLine(lines, line.id))}
    >
      <IconTrash size={16} aria-hidden="true" />
    </ActionIcon>
  );
}
