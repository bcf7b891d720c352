import { redirect } from 'react-router';
import { appContext } from '#app-context';
import type { Route } from './+types/deconnexion';

// The site's logout (the top bar's and the dashboards' « Déconnexion », app/features/session/
// use-logout.ts): this device's session ends on the server, as after `POST /api/users/logout`
// (its token is refused from then on, on every instance), the session cookie is cleared, and
// the browser goes home. Without a valid session there is nothing to end: the cookie is
// cleared all the same.

export async function action({ context }: Route.ActionArgs) {
  const { session, services, sessionCookie } = context.get(appContext);
  const current = await session();
  if (current.state === 'valid') await services.accounts.logout(current.account);
  return redirect('/', { headers: { 'Set-Cookie': sessionCookie.ended() } });
}
