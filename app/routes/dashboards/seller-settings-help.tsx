import {
  ownHelpCentre,
  ownSupportAction,
} from '../../features/help-centre/help-centre-data.server.ts';
import { HelpCentreScreen } from '../../features/help-centre/help-centre-screen.tsx';
import type { Route } from './+types/seller-settings-help';

// The seller's 'Centre d’aide et assistance' (settings panel 8, issue 19): the sellers' FAQ, the
// contact form and 'Chat en direct' that open tickets with the team, their conversations, guides.

export const loader = ({ context, request }: Route.LoaderArgs) => ownHelpCentre(context, request);

export const action = (args: Route.ActionArgs) => ownSupportAction(args);

export default function SellerHelpCentre({ loaderData }: Route.ComponentProps) {
  return <HelpCentreScreen data={loaderData} title="Centre d’aide et assistance" level={2} />;
}
