import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { NO_TOKEN } from '#common/categories.ts';
import { dashboardOperationAction } from '../operation-action.server.ts';
import { refuse } from '../route-failure.server.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';

/**
 * The screen's action: the categories' operations (core/categories/categories.operations.ts).
 * A dialog's save sent once the admin's session is gone (expired, signed out elsewhere) is told
 * so in the dialog, with the spec's message: what was typed stays on screen to be saved after
 * signing in again. The dialogs post through a fetcher (React Router's `.data` requests); any
 * other post without a session is sent home by the dashboards' guard, as their pages are.
 */
export async function categoryAction(args: {
  context: Readonly<RouterContextProvider>;
  request: Request;
}) {
  const { context, request } = args;
  const session = await context.get(appContext).session();
  if (session.state !== 'valid') {
    if (new URL(request.url).pathname.endsWith('.data')) return refuse(401, NO_TOKEN);
    await requireDashboardAccount(context, request);
  }
  return dashboardOperationAction(args, ({ categories }) => Object.values(categories));
}
