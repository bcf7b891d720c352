import { checkoutData } from '../../features/checkout/checkout-data.server.ts';
import { CheckoutScreen } from '../../features/checkout/checkout-screen.tsx';
import { answerOffline } from '../../features/offline-action.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/buyer-cart';

// The buyer dashboard's 'Panier' (spec section 2, issue 16): the same cart (local storage key
// `cart`) and the same checkout as /checkout, inside the dashboard, starting from the buyer's
// default address and preferred method. The order goes through the same checkout service.

export const meta = orderScreenMeta('Panier');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return checkoutData(context);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ checkout }) => [checkout.place]);
export const clientAction = (args: Route.ClientActionArgs) => answerOffline(args);

export default function BuyerCart({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen title="Panier" data={loaderData} handoff={null} />;
}
