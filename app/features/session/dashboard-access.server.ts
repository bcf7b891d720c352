import { redirect, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { afterSignInPath, dashboardRedirect, RETURN_PARAM, signInPath } from '#common/session.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';

/**
 * The dashboards' guard, on the server, for every dashboard loader and action (spec section 4):
 * no session cookie, or one the server refuses (expired, signed out elsewhere, account
 * suspended) → the sign-in page, which forgets the browser's stored session and opens the
 * address asked for once signed in (the spec sent them to `/`: a link from an e-mail was lost);
 * another role's or another id's dashboard → the account's own. The dashboard of the boutique whose team the
 * account is in opens too, whatever its role: each screen's services check what it may do.
 */
export async function requireDashboardAccount(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<CurrentAccount> {
  const session = await context.get(appContext).session();
  if (session.state !== 'valid') {
    throw redirect(
      signInPath(pageAddress(request), session.state === 'none' ? 'absente' : 'expiree'),
    );
  }
  const elsewhere = dashboardRedirect(
    { ...owner(session.account), teamTenantId: session.account.team?.boutiqueTenantId },
    pagePath(request),
  );
  if (elsewhere) throw redirect(elsewhere);
  return session.account;
}

/**
 * For the login and registration pages: a signed-in visitor goes to the dashboard page it was
 * sent away from (`?retour=`, when it is its own), else to its dashboard.
 */
export async function redirectSignedIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<null> {
  const session = await context.get(appContext).session();
  if (session.state !== 'valid') return null;
  const back = new URL(request.url).searchParams.get(RETURN_PARAM);
  const team = session.account.team?.boutiqueTenantId;
  throw redirect(afterSignInPath({ ...owner(session.account), teamTenantId: team }, back));
}

/**
 * The page a loader or action runs for. A client-side navigation asks for `{page}.data`
 * (React Router's single fetch), which names the same page.
 */
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, '');

/** The page's path and query, without what React Router adds to a data request. */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return `${pagePath(request)}${url.search}`;
}

const owner = (account: CurrentAccount) => ({
  typeCompte: account.typeCompte,
  tenantId: account.tenantId,
  userId: account.id,
});
