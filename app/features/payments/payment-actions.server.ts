import { redirect, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { fieldErrors } from '#common/accounts.ts';
import { payPendingSchema } from '#common/payment-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { answerRefusals, refuse } from '../route-failure.server.ts';

/** The query naming the payment the provider's page sends the buyer back about. */
export const RETURNED_PAYMENT_PARAM = 'paiement';

/**
 * The payment form's action: the chosen method replaces the order's (only masked), then the
 * buyer goes to the provider's page, which sends them back to `screenPath` once decided.
 */
export async function payPending(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
  form: FormData,
  screenPath: string,
) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const input = payPendingSchema.safeParse({
    reference: field('reference') ?? '',
    country: field('country') ?? '',
    method: field('method'),
    provider: field('provider'),
    account: field('account') ?? '',
  });
  if (!input.success) {
    return refuse(
      400,
      input.error.issues[0]?.message ?? 'Paiement invalide.',
      fieldErrors(input.error),
    );
  }
  const back = `${screenPath}?${RETURNED_PAYMENT_PARAM}=${encodeURIComponent(input.data.reference)}`;
  return answerRefusals(context, async () => {
    const { paymentUrl } = await context
      .get(appContext)
      .services.buyerPayments.pay(account, input.data, back);
    return redirect(paymentUrl);
  });
}
