import { nutritionRows, type NutritionValues } from '#common/nutrients.ts';
import classes from './nutrition-table.module.css';

/**
 * « Valeurs nutritionnelles moyennes pour 100 g », as a food label sets it: one row per value
 * the seller gave, in the label's order, French decimals; nothing when none was given.
 */
export function NutritionTable({ values }: { values: NutritionValues | null }) {
  const rows = values ? nutritionRows(values) : [];
  if (rows.length === 0) return null;
  return (
    <table className={classes.nutrition} data-testid="nutrition-table">
      <caption>Valeurs nutritionnelles moyennes pour 100 g</caption>
      <thead>
        <tr>
          <th scope="col">Nutriment</th>
          <th scope="col" className={classes.amount}>
            Pour 100 g
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={row.part ? classes.part : undefined}>
              {row.label}
            </th>
            <td className={classes.amount}>{row.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
