import { formatFrenchDecimal } from './french-format.ts';
import { formatFcfa } from './money.ts';
import { NARROW_NO_BREAK_SPACE } from './typography.ts';

// The VAT included in a shop's prices (its rate, store settings), as order documents tell it.
// Prices are with tax (TTC): the tax is the part of the total the rate stands for.

/** « 18 % », « 19,25 % », the sign bound to the figure. */
export const formatTaxRate = (rate: number) =>
  `${formatFrenchDecimal(rate, 0, 2)}${NARROW_NO_BREAK_SPACE}%`;

/** The VAT within a total with tax (whole FCFA): total × rate / (100 + rate), rounded. */
export const includedTax = (total: number, rate: number) =>
  Math.round((total * rate) / (100 + rate));

/** « dont TVA (18 %) : 1 373 FCFA », the line under an order's total. */
export const includedTaxLine = (order: { total: number; taxRate: number }) =>
  `dont TVA (${formatTaxRate(order.taxRate)}) : ${formatFcfa(includedTax(order.total, order.taxRate))}`;
