import type { PaymentMethod } from '#common/payment-methods.ts';

// What identifies the payer, or the account a shop is paid out to, is kept only masked: enough
// to recognise it, never enough to use it. Card numbers, CVC and PIN never reach this point.

const MASK = '••••';

/** '•••• 4521': the last four digits of a card, a phone or an IBAN; null with fewer than four. */
export function maskDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length < 4 ? null : `${MASK} ${digits.slice(-4)}`;
}

/** '•••• 4242' for a card or a phone, 'k•••@exemple.tg' for an e-mail; null when nothing usable. */
export function maskPaymentAccount(
  method: PaymentMethod,
  account: string | undefined,
): string | null {
  const value = account?.trim() ?? '';
  if (!value) return null;
  if (method === 'Paypal' || method === 'Interac') {
    const at = value.lastIndexOf('@');
    if (at < 1) return null;
    return `${value[0]}${MASK}${value.slice(at)}`;
  }
  return maskDigits(value);
}
