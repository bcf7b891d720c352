import { Text } from '@mantine/core';
import { formatFcfa } from '#common/money.ts';
import type { OrderLine } from '#common/orders.ts';
import table from '../../components/simple-table.module.css';

/**
 * An order's lines as the server froze them: name, quantity, unit price, line total. On phones
 * the unit price goes under the name, so the table fits without a sideways scroll.
 */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  return (
    <table className={`${table.table} ${table.tight}`}>
      <thead>
        <tr>
          <th scope="col">Produit</th>
          <th scope="col" className={table.amount}>
            Quantité
          </th>
          <th scope="col" className={`${table.amount} ${table.fromTablet}`}>
            Prix unitaire
          </th>
          <th scope="col" className={table.amount}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.boutiqueProduitId ?? 'x'}-${index}`}>
            <td>
              {line.name}
              <Text fz="xs" c="dimmed" hiddenFrom="sm">
                {formatFcfa(line.unitPrice)} l’unité
              </Text>
            </td>
            <td className={table.amount}>{line.quantity}</td>
            <td className={`${table.amount} ${table.fromTablet}`}>{formatFcfa(line.unitPrice)}</td>
            <td className={table.amount}>{formatFcfa(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
