import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { MAX_ADDRESSES, type PaymentPreference, type SavedAddress } from '#common/addresses.ts';

export interface CheckoutData {
  onlinePayments: boolean;
  /** The signed-in buyer's country, the first guess of where to deliver; null for a guest. */
  accountCountry: string | null;
  /** A signed-in buyer's saved addresses, the default first; empty for a guest or a seller. */
  addresses: SavedAddress[];
  preference: PaymentPreference | null;
  /** A signed-in buyer with room for another saved address: the order may keep its delivery. */
  canSaveAddress: boolean;
}

/** What /checkout and the dashboard's cart start from: the buyer's saved details, if signed in. */
export async function checkoutData(
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutData> {
  const { services, session } = context.get(appContext);
  const current = await session();
  const onlinePayments = services.checkout.onlinePayments;
  if (current.state !== 'valid') {
    return {
      onlinePayments,
      accountCountry: null,
      addresses: [],
      preference: null,
      canSaveAddress: false,
    };
  }
  const { account } = current;
  const buyer = account.typeCompte === 'ACHETEUR';
  const [accountCountry, addresses, preference] = await Promise.all([
    services.deliveryQuote.accountCountry(account.id),
    buyer ? services.addresses.list(account) : [],
    buyer ? services.profile.paymentPreference(account) : null,
  ]);
  return {
    onlinePayments,
    accountCountry,
    addresses,
    preference,
    canSaveAddress: buyer && addresses.length < MAX_ADDRESSES,
  };
}
