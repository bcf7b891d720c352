/** The shop's currency label; amounts are whole FCFA (XOF has no minor unit). */
export const CURRENCY_LABEL = 'FCFA';

/** '10078' → '10 078': a plain space groups the thousands of a whole number's digits. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * 12500 → "12 500 FCFA": a plain space groups thousands, as the shop writes prices.
 * It renders every price and total, so it never throws: one bad amount (a corrupted cart in the
 * header) must not take the whole page down. A fraction is rounded (FCFA has no cents), an
 * amount too large for plain digits is still written out, and what is not a number shows "—".
 */
export function formatFcfa(amount: number): string {
  if (!Number.isFinite(amount)) return `— ${CURRENCY_LABEL}`;
  const rounded = Math.round(amount);
  // BigInt writes every digit where String() would switch to "1e+21".
  const digits = groupThousands(BigInt(Math.abs(rounded)).toString());
  return `${rounded < 0 ? '-' : ''}${digits} ${CURRENCY_LABEL}`;
}
