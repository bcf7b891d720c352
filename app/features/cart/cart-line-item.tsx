import { Anchor, Group, Image, Stack, Text, type GroupProps } from '@mantine/core';
import { Link } from 'react-router';
import { lineTotal, type CartLine } from '#common/cart.ts';
import { formatFcfa } from '#common/money.ts';
import { QuantityControls, RemoveLineButton } from './quantity-controls.tsx';
import { useMediaUrl } from '../../components/use-media-url.ts';

interface CartLineItemProps extends GroupProps {
  line: CartLine;
  /** The name links to the product page (the cart page), or is cut to two lines (dropdown). */
  linked?: boolean;
  'data-testid'?: string;
}

/** A line's photo, small and square. */
export function CartLineImage({ line }: { line: CartLine }) {
  const media = useMediaUrl();
  return (
    <Image
      src={media.src(line.image || undefined)}
      alt=""
      w={48}
      h={48}
      radius="sm"
      fallbackSrc="/favicon.svg"
    />
  );
}

/** A line's name, linking to its product page; a long name wraps rather than overflows. */
export function CartLineLink({ line }: { line: CartLine }) {
  return (
    <Anchor
      component={Link}
      to={`/product-details/${line.id}`}
      c="inherit"
      fz="sm"
      fw={700}
      style={{ overflowWrap: 'anywhere' }}
    >
      {line.name}
    </Anchor>
  );
}

/**
 * One cart line stacked in a narrow column: photo, name, 'quantity x price', the quantity
 * buttons and the line total, delete on the side. The header's dropdown shows lines this way,
 * and so does the cart page on phones, where a table's total column would not fit.
 */
export function CartLineItem({ line, linked = false, ...groupProps }: CartLineItemProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" {...groupProps}>
      <CartLineImage line={line} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        {linked ? (
          <CartLineLink line={line} />
        ) : (
          <Text fz="sm" fw={700} lineClamp={2}>
            {line.name}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {line.quantity} x {formatFcfa(line.price)}
        </Text>
        {/* A very large total goes under the buttons rather than out of the card. */}
        <Group justify="space-between" gap={4}>
          <QuantityControls line={line} />
          <Text
            fz="sm"
            fw={700}
            ms="auto"
            style={{ whiteSpace: 'nowrap' }}
            data-testid="cart-line-total"
          >
            {formatFcfa(lineTotal(line))}
          </Text>
        </Group>
      </Stack>
      <RemoveLineButton line={line} />
    </Group>
  );
}
