import { Indicator, UnstyledButton } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from '../../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE } from '../../early-taps.ts';

/** The early-taps name of the header's cart button (app/early-taps.ts). */
export const CART_OPENER = 'cart';

interface CartButtonProps extends ComponentPropsWithRef<'button'> {
  count: number;
  opened: boolean;
}

/**
 * The top bar's cart button with its count: alone until the dropdown's code has come
 * (cart-menu.tsx), then as the dropdown's target. Extra props (the popover's) pass through.
 */
export function CartButton({ count, opened, ...buttonProps }: CartButtonProps) {
  return (
    <UnstyledButton
      {...buttonProps}
      aria-label={`Panier : ${count} article${count > 1 ? 's' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      p={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      className={classes.icon}
      {...{ [NEEDS_JS_ATTRIBUTE]: CART_OPENER }}
      data-testid="cart-button"
    >
      <Indicator
        label={count}
        color="red"
        size={18}
        disabled={count === 0}
        offset={2}
        styles={{ indicator: { fontWeight: 700 } }}
        data-testid="cart-badge"
      >
        <IconShoppingCart size={26} aria-hidden="true" />
      </Indicator>
    </UnstyledButton>
  );
}
