import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { cartTotal, type CartLine } from '#common/cart.ts';
import { formatFcfa } from '#common/money.ts';
import { CartLineItem } from './cart-line-item.tsx';

interface CartDropdownProps {
  lines: CartLine[];
  opened: boolean;
  /** Opened by a press (tap, click, keys), not by hover: the focus moves in and comes back. */
  pressed: boolean;
  onOpen: () => void;
  onClose: () => void;
  /**
   * Called once mounted, before the dropdown opens: the button it wraps replaced the one that
   * was pressed, and must get the focus back first so that closing returns the focus to it.
   */
  onMounted: () => void;
  /** The header's cart button, the dropdown's target. */
  children: ReactElement;
}

/**
 * The cart's dropdown under the header's button (spec section 2). Loaded on first use by
 * cart-menu.tsx: its positioning library is not needed to show a page.
 */
export default function CartDropdown({
  lines,
  opened,
  pressed,
  onOpen,
  onClose,
  onMounted,
  children,
}: CartDropdownProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    onMounted();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens only after the focus moved
    setMounted(true);
  }, [onMounted]);
  return (
    <Popover
      opened={opened && mounted}
      onChange={(value) => (value ? onOpen() : onClose())}
      trapFocus={pressed}
      returnFocus={pressed}
      position="bottom-end"
      width={340}
      shadow="lg"
      withArrow
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown
        maw="calc(100vw - 16px)"
        aria-label="Contenu du panier"
        data-testid="cart-dropdown"
      >
        {lines.length === 0 ? (
          <Text ta="center" py="sm">
            Aucun produit dans le panier.
          </Text>
        ) : (
          <Stack gap="sm">
            <Stack gap="sm" mah={320} style={{ overflowY: 'auto' }}>
              {lines.map((line) => (
                <CartLineItem key={line.id} line={line} data-testid="cart-dropdown-line" />
              ))}
            </Stack>
            <Divider />
            <Text fw={700} data-testid="cart-total">
              Total Général: {formatFcfa(cartTotal(lines))}
            </Text>
          </Stack>
        )}
        <Stack mt="sm" gap="xs">
          <Button component={Link} to="/cart" variant="default" onClick={onClose}>
            Voir le panier
          </Button>
          <Button component={Link} to="/checkout" onClick={onClose}>
            Passer à la caisse
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
