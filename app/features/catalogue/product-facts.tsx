import type { ReactNode } from 'react';
import classes from './product-facts.module.css';

/** The product page's facts, one row each: a label, then its value. */
export function ProductFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <table className={classes.facts}>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
