import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Operations } from '#modules/operations/operations.ts';

/** The security panel's data, for the loader of each screen that mounts it. */
export function loadAccountSecurity(
  context: Readonly<RouterContextProvider>,
  account: CurrentAccount,
) {
  return context.get(appContext).services.accountSecurity.overview(account);
}

/**
 * The security panel's writes (decision 061), for the action of each screen that mounts it;
 * with its password change where it shows one (not beside the profile's).
 */
export const securityPanelOperations = (
  { accountSecurity, profile }: Operations,
  { withPassword }: { withPassword: boolean },
) => [...(withPassword ? [profile.changePassword] : []), ...Object.values(accountSecurity)];
