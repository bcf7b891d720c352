import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatFcfa } from '../../../common/money.ts';
import type { OrderLine } from '../../../common/orders.ts';

/**
 * An order's lines as the server froze them: name, quantity, unit price, line total. On phones
 * the unit price goes under the name, so the table fits without a sideways scroll.
 */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  return (
    <Table verticalSpacing={6} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Produit</Table.Th>
          <Table.Th ta="right">Quantité</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Prix unitaire
          </Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={`${line.boutiqueProduitId ?? 'x'}-${index}`}>
            <Table.Td>
              {line.name}
              <Text fz="xs" c="dimmed" hiddenFrom="sm">
                {formatFcfa(line.unitPrice)} l’unité
              </Text>
            </Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatFcfa(line.unitPrice)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatFcfa(line.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
