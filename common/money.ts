/** The shop's currency label; amounts are whole FCFA (XOF has no minor unit). */
export const CURRENCY_LABEL = 'FCFA';

/** Fixed peg of the CFA franc to the euro. */
export const FCFA_PER_EURO = 655.957;

/** 12500 → "12 500 FCFA": a plain space groups thousands, as the shop writes prices. */
export function formatFcfa(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Montant FCFA non entier : ${amount}`);
  }
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}${digits} ${CURRENCY_LABEL}`;
}
