import type { PaymentMethod } from '../../common/payment-methods.ts';

// What identifies the payer is kept only masked: enough for the buyer and the seller to
// recognise it, never enough to use it. Card numbers, CVC and PIN never reach this point.

const MASK = '••••';

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
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `${MASK} ${digits.slice(-4)}`;
}
