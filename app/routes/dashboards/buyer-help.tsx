import { Box } from '@mantine/core';
import {
  ownHelpCentre,
  ownSupportAction,
} from '../../features/help-centre/help-centre-data.server.ts';
import { HelpCentreScreen } from '../../features/help-centre/help-centre-screen.tsx';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import type { Route } from './+types/buyer-help';

// The buyer's 'Aide et support' (spec section 2, issue 19): the buyers' FAQ, the contact form and
// 'Chat en direct' that open tickets with the team, the tickets' conversations, the guides.

export const meta = orderScreenMeta('Aide et support');

export const loader = ({ context, request }: Route.LoaderArgs) => ownHelpCentre(context, request);

export const action = (args: Route.ActionArgs) => ownSupportAction(args);

export default function BuyerHelp({ loaderData }: Route.ComponentProps) {
  return (
    <Box component="main">
      <HelpCentreScreen data={loaderData} title="Aide et support" level={1} />
    </Box>
  );
}
