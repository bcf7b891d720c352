import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { parseOrderListQuery, type OrderPage } from '#common/order-lists.ts';
import { requireDashboardAccount } from '../session/dashboard-access.server.ts';

interface RouteArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
}

/** A page of the seller's boutique orders, as the address asks. */
export async function loadBoutiqueOrders({ context, request }: RouteArgs): Promise<OrderPage> {
  const account = await requireDashboardAccount(context, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  return context.get(appContext).services.orders.pageForBoutique(account, query);
}

/** A page of the buyer's own orders, as the address asks. */
export async function loadBuyerOrders({ context, request }: RouteArgs): Promise<OrderPage> {
  const account = await requireDashboardAccount(context, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  return context.get(appContext).services.orders.pageForBuyer(account, query);
}
