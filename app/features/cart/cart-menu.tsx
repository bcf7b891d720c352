import {
  Box,
  Button,
  Divider,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cartCount, cartTotal } from '../../../common/cart.ts';
import { formatFcfa } from '../../../common/money.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { resetInvalidStoredCart, useCart } from './cart-store.ts';
import classes from '../../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE, takeEarlyTap } from '../../early-taps.ts';

const CLOSE_DELAY_MS = 200;
/** A click this soon after the mouse opened the dropdown keeps it open rather than closing it. */
const HOVER_CLICK_GRACE_MS = 600;
const CART_OPENER = 'cart';

/**
 * The top bar's cart button and its dropdown (spec section 2). It opens on mouse hover, and on
 * tap, click or keyboard (Enter/Space) so it works on phones and without a mouse. Opened that
 * way, it takes the focus (its portal sits at the end of the page, hundreds of tab stops
 * away) until Escape, from the dropdown or the button, closes it and gives the focus back.
 */
export function CartMenu() {
  const lines = useCart();
  const [opened, setOpened] = useState(false);
  // Hover must not move the focus: only a press (tap, click, Enter, Space) does.
  const [pressed, setPressed] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const count = cartCount(lines);

  // Once per page, in the header every page has: the page is interactive from here on, and a
  // tap made before opens the dropdown now (app/early-taps.ts).
  useEffect(() => {
    if (takeEarlyTap(CART_OPENER)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what the server could not know
      setPressed(true);
      setOpened(true);
    }
    resetInvalidStoredCart();
  }, []);

  const open = () => {
    clearTimeout(closeTimer.current);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
  };
  const openOnHover = () => {
    hoverOpenedAt.current = Date.now();
    if (!opened) setPressed(false);
    open();
  };
  // Tap and keyboard toggle; a mouse click right after hovering must not close what it opened.
  const toggle = () => {
    setPressed(true);
    if (Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS || !opened) return open();
    close();
  };

  return (
    <Box
      onPointerEnter={(event) => event.pointerType === 'mouse' && openOnHover()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
    >
      <Popover
        opened={opened}
        onChange={(value) => (value ? open() : close())}
        trapFocus={pressed}
        returnFocus={pressed}
        position="bottom-end"
        width={340}
        shadow="lg"
        withArrow
      >
        <Popover.Target>
          <UnstyledButton
            onClick={toggle}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && opened) close();
            }}
            aria-label={`Panier : ${count} article${count > 1 ? 's' : ''}`}
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
        </Popover.Target>
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
              <Text fw={800} data-testid="cart-total">
                Total Général: {formatFcfa(cartTotal(lines))}
              </Text>
            </Stack>
          )}
          <Stack mt="sm" gap="xs">
            <Button component={Link} to="/cart" variant="default" onClick={close}>
              Voir le panier
            </Button>
            <Button component={Link} to="/checkout" onClick={close}>
              Passer à la caisse
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
