import { Box } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { cartCount } from '#common/cart.ts';
import { resetInvalidStoredCart, useCart } from './cart-store.ts';
import { addEarlyTapsElsewhereWith, takeEarlyTap } from '../../early-taps.ts';
import { addProductsById } from './cart-actions.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { CART_OPENER, CartButton } from './cart-button.tsx';

// The dropdown and its positioning library (floating-ui, 12 KB gzip) come on first use: a
// hover, a tap or the keyboard. Until then the button stands alone, looking the same.
const CartDropdown = lazy(() => import('./cart-dropdown.tsx'));

const CLOSE_DELAY_MS = 200;
/** A click this soon after the mouse opened the dropdown keeps it open rather than closing it. */
const HOVER_CLICK_GRACE_MS = 600;

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button had the focus when the dropdown's code was asked for: its successor gets it.
  const refocus = useRef(false);
  const focusNewButton = useCallback(() => {
    if (refocus.current) buttonRef.current?.focus();
    refocus.current = false;
  }, []);
  // Asked for once: the dropdown's code then stays.
  const wanted = useOpenedOnce(opened);
  const count = cartCount(lines);

  // Once per page, in the header every page has: the page is interactive from here on, a tap
  // made before opens the dropdown now, and adds tapped on a page left before it ran are made
  // here (app/early-taps.ts).
  useEffect(() => {
    addEarlyTapsElsewhereWith(addProductsById);
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
    if (!wanted) refocus.current = document.activeElement === buttonRef.current;
    setPressed(true);
    if (Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS || !opened) return open();
    close();
  };

  const button = (
    <CartButton
      ref={buttonRef}
      count={count}
      opened={opened}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) close();
      }}
    />
  );

  return (
    <Box
      onPointerEnter={(event) => event.pointerType === 'mouse' && openOnHover()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
    >
      {wanted ? (
        <Suspense fallback={button}>
          <CartDropdown
            lines={lines}
            opened={opened}
            pressed={pressed}
            onOpen={open}
            onClose={close}
            onMounted={focusNewButton}
          >
            {button}
          </CartDropdown>
        </Suspense>
      ) : (
        button
      )}
    </Box>
  );
}
