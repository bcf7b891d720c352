import { Anchor, Group, Image, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lineTotal, type CartLine } from '../../../common/cart.ts';
import { formatFcfa } from '../../../common/money.ts';
import { QuantityControls } from './quantity-controls.tsx';

/** The cart's lines: product, quantity, price, total (spec section 2, 'Mon Panier'). */
export function CartLinesTable({ lines }: { lines: CartLine[] }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" striped highlightOnHover data-testid="cart-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Produit</Table.Th>
            <Table.Th>Quantité</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Prix
            </Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid="cart-line">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={line.image || undefined}
                    alt=""
                    w={48}
                    h={48}
                    radius="sm"
                    fallbackSrc="/favicon.svg"
                  />
                  <div>
                    <Anchor component={Link} to={`/product-details/${line.id}`} c="inherit" fz="sm">
                      {line.name}
                    </Anchor>
                    <Text fz="xs" c="dimmed" hiddenFrom="sm">
                      {formatFcfa(line.price)}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <QuantityControls line={line} withDelete />
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatFcfa(line.price)}
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                <Text component="span" fw={700}>
                  {formatFcfa(lineTotal(line))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
