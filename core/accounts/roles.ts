import { ACCESS_DENIED_MESSAGE } from '#common/accounts.ts';
import { Forbidden } from '#modules/errors.ts';
import type { AccountType } from '#common/accounts.ts';

// Who may do what, checked by the services themselves: the routes guard them too
// (server/plugins/auth.ts), but a service never trusts its caller with another role's work.

/** Throws Forbidden unless the account has one of the roles (none given: any role). */
export function requireRoles(
  account: { typeCompte: AccountType },
  roles: readonly AccountType[],
): void {
  if (roles.length > 0 && !roles.includes(account.typeCompte)) {
    throw new Forbidden(ACCESS_DENIED_MESSAGE);
  }
}

/** The back-office's work: admins only. */
export const requireAdmin = (account: { typeCompte: AccountType }) =>
  requireRoles(account, ['ADMIN']);
