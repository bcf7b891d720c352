import { Group, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lineTotal, type CartLine } from '#common/cart.ts';
import { formatFcfa } from '#common/money.ts';
import { CartLineImage, CartLineItem, CartLineLink } from './cart-line-item.tsx';
import { QuantityControls } from './quantity-controls.tsx';
import table from '../../components/simple-table.module.css';

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
    <table
      className={`${table.table} ${table.roomy} ${table.striped} ${table.hover}`}
      data-testid="cart-table"
    >
      <thead>
        <tr>
          <th scope="col">Produit</th>
          <th scope="col">Quantité</th>
          <th scope="col" className={table.amount}>
            Prix
          </th>
          <th scope="col" className={table.amount}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-testid="cart-line">
            <td>
              <Group gap="sm" wrap="nowrap">
                <CartLineImage line={line} />
                <CartLineLink line={line} />
              </Group>
            </td>
            <td>
              <QuantityControls line={line} withDelete />
            </td>
            <td className={table.amount}>{formatFcfa(line.price)}</td>
            <td className={table.amount}>
              <Text component="span" fw={700} data-testid="cart-line-total">
                {formatFcfa(lineTotal(line))}
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
