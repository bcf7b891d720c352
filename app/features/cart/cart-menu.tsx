import {
  Box,
  Button,
  Divider,
  Group,
  Image,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cartCount, cartTotal, lineTotal } from '../../../common/cart.ts';
import { formatFcfa } from '../../../common/money.ts';
import { resetInvalidStoredCart, useCart } from './cart-store.ts';
import { QuantityControls, RemoveLineButton } from './quantity-controls.tsx';

const CLOSE_DELAY_MS = 200;
/** A click this soon after the mouse opened the dropdown keeps it open rather than closing it. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The top bar's cart button and its dropdown (spec section 2). It opens on mouse hover, and on
 * tap, click or keyboard (Enter/Space) so it works on phones and without a mouse.
 */
export function CartMenu() {
  const lines = useCart();
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const count = cartCount(lines);

  useEffect(() => resetInvalidStoredCart(), []);

  const open = () => {
    clearTimeout(closeTimer.current);
    setOpened(true);
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpened(false), CLOSE_DELAY_MS);
  };
  const openOnHover = () => {
    hoverOpenedAt.current = Date.now();
    open();
  };
  // Tap and keyboard toggle; a mouse click right after hovering must not close what it opened.
  const toggle = () => {
    if (Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return open();
    setOpened((value) => !value);
  };

  return (
    <Box
      onPointerEnter={(event) => event.pointerType === 'mouse' && openOnHover()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="lg"
        withArrow
      >
        <Popover.Target>
          <UnstyledButton
            onClick={toggle}
            aria-label={`Panier : ${count} article${count > 1 ? 's' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
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
                  <Group
                    key={line.id}
                    gap="sm"
                    wrap="nowrap"
                    align="flex-start"
                    data-testid="cart-dropdown-line"
                  >
                    <Image
                      src={line.image || undefined}
                      alt=""
                      w={48}
                      h={48}
                      radius="sm"
                      fallbackSrc="/favicon.svg"
                    />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Text fz="sm" fw={600} lineClamp={2}>
                        {line.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {line.quantity} x {formatFcfa(line.price)}
                      </Text>
                      <Group justify="space-between" wrap="nowrap" gap={4}>
                        <QuantityControls line={line} />
                        <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatFcfa(lineTotal(line))}
                        </Text>
                      </Group>
                    </Stack>
                    <RemoveLineButton line={line} />
                  </Group>
                ))}
              </Stack>
              <Divider />
              <Text fw={800} data-testid="cart-total">
                Total Général: {formatFcfa(cartTotal(lines))}
              </Text>
            </Stack>
          )}
          <Stack mt="sm" gap="xs">
            <Button component={Link} to="/cart" variant="default" onClick={() => setOpened(false)}>
              Voir le panier
            </Button>
            <Button component={Link} to="/checkout" onClick={() => setOpened(false)}>
              Passer à la caisse
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
