import { Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useMediaQuery } from '@mantine/hooks';
import { lineTotal, type CartLine } from '../../../common/cart.ts';
import { formatFcfa } from '../../../common/money.ts';
import { CartLineImage, CartLineItem, CartLineLink } from './cart-line-item.tsx';
import { QuantityControls } from './quantity-controls.tsx';

/**
 * The cart's lines (spec section 2, 'Mon Panier'): a table from tablets up; on phones one card
 * per line, as a 360-px table clipped its total column behind a sideways scroll. Only one of
 * the two is rendered (the cart shows once hydrated, so the screen width is known already).
 */
export function CartLinesTable({ lines }: { lines: CartLine[] }) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (!wide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Produits du panier">
        {lines.map((line) => (
          <Paper component="li" key={line.id} withBorder p="sm" style={{ listStyle: 'none' }}>
            <CartLineItem line={line} linked data-testid="cart-line" />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" striped highlightOnHover data-testid="cart-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Produit</Table.Th>
          <Table.Th>Quantité</Table.Th>
          <Table.Th ta="right">Prix</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id} data-testid="cart-line">
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <CartLineImage line={line} />
                <CartLineLink line={line} />
              </Group>
            </Table.Td>
            <Table.Td>
              <QuantityControls line={line} withDelete />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatFcfa(line.price)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              <Text component="span" fw={700} data-testid="cart-line-total">
                {formatFcfa(lineTotal(line))}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
