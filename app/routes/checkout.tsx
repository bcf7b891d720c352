import { useState } from 'react';
import { useLocation } from 'react-router';
import { checkoutData } from '../features/checkout/checkout-data.server.ts';
import { readHandoff } from '../features/checkout/checkout-handoff.ts';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';
import { answerOffline } from '../features/offline-action.ts';
import { operationAction } from '../features/operation-action.server.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Passer à la caisse — ${brandName}`,
    description: 'Livraison et paiement de votre commande, en FCFA.',
    brandName,
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return checkoutData(context);
}

// Placing the order: POST /api/commandes's operation, for the session cookie's buyer or a guest.
export const action = (args: Route.ActionArgs) =>
  operationAction(args, ({ checkout }) => [checkout.place]);
export const clientAction = (args: Route.ClientActionArgs) => answerOffline(args);

export default function Checkout({ loaderData }: Route.ComponentProps) {
  // Details already typed on /cart come along with the navigation.
  const location = useLocation();
  const [handoff] = useState(() => readHandoff(location.state));
  return <CheckoutScreen title="Passer à la caisse" data={loaderData} handoff={handoff} />;
}
