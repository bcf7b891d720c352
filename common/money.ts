import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from './typography.ts';

/** The shop's currency label; amounts are whole FCFA (XOF has no minor unit). */
export const CURRENCY_LABEL = 'FCFA';

/**
 * '10078' → '10 078': a whole number's digits grouped by thousands with a narrow no-break space
 * (U+202F), as `Intl.NumberFormat('fr-FR')` writes them, so an amount never breaks across two
 * lines. Written out rather than asked of Intl: the server and every browser then render the same
 * characters (an older ICU groups with U+00A0, which would be a hydration mismatch).
 */
export const groupThousands = (digits: string) =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NO_BREAK_SPACE);

/**
 * 12500 → "12 500 FCFA", bound together: U+202F groups the thousands, U+00A0 holds « FCFA » to
 * the amount.
 * It renders every price and total, so it never throws: one bad amount (a corrupted cart in the
 * header) must not take the whole page down. A fraction is rounded (FCFA has no cents), an
 * amount too large for plain digits is still written out, and what is not a number shows "—".
 */
export function formatFcfa(amount: number): string {
  if (!Number.isFinite(amount)) return `—${NO_BREAK_SPACE}${CURRENCY_LABEL}`;
  const rounded = Math.round(amount);
  // BigInt writes every digit where String() would switch to "1e+21".
  const digits = groupThousands(BigInt(Math.abs(rounded)).toString());
  return `${rounded < 0 ? '-' : ''}${digits}${NO_BREAK_SPACE}${CURRENCY_LABEL}`;
}
