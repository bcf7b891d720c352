import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import {
  loadAccountSecurity,
  securityPanelOperations,
} from '../../features/account-security/account-security-action.server.ts';
import { AccountSecurityPanel } from '../../features/account-security/account-security-panel.tsx';
import { PaymentPreferencePanel } from '../../features/addresses/payment-preference-panel.tsx';
import { SavedAddresses } from '../../features/addresses/saved-addresses.tsx';
import { PreferencesPanels } from '../../features/notification-preferences/preferences-panels.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { PhotoField } from '../../features/profile/photo-field.tsx';
import { ProfilePanel } from '../../features/profile/profile-panel.tsx';
import { profilePanelOperations } from '../../features/profile/profile-operations.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/buyer-settings';

// The buyer's 'Paramètres' (spec section 2, issue 16): the profile card and its form (shared
// with the seller's 'Mon Profil'), the photo, the saved delivery addresses and the payment
// method the checkout starts from; the notification and general preferences (issue 19).

export const meta = orderScreenMeta('Paramètres');

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { profile, addresses, notificationPreferences } = context.get(appContext).services;
  const [saved, savedAddresses, preference, preferences, security] = await Promise.all([
    profile.get(account),
    addresses.list(account),
    profile.paymentPreference(account),
    notificationPreferences.view(account),
    loadAccountSecurity(context, account),
  ]);
  return {
    security,
    saved,
    addresses: savedAddresses,
    preference,
    preferences,
    today: new Date().toISOString().slice(0, 10),
  };
}

/** Every write of the screen's panels (decision 061); the password is the profile's. */
export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, (operations) => [
    operations.profile.setPhoto,
    ...profilePanelOperations(operations),
    ...Object.values(operations.addresses),
    ...Object.values(operations.notificationPreferences),
    ...securityPanelOperations(operations, { withPassword: false }),
  ]);

export default function BuyerSettings({ loaderData }: Route.ComponentProps) {
  const { saved, addresses, preference, preferences, today, security } = loaderData;
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Paramètres
      </Title>
      <Stack gap="xl">
        <Paper
          component="section"
          withBorder
          p={{ base: 'sm', sm: 'lg' }}
          radius="md"
          aria-label="Carte de profil"
        >
          <Stack gap="sm">
            <PhotoField name={saved.userName} photoUrl={saved.photoUrl} />
            <Box>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {saved.userName}
              </Text>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {saved.email}
              </Text>
            </Box>
          </Stack>
        </Paper>
        <ProfilePanel
          saved={saved}
          names="firstAndLast"
          today={today}
          description="Vos coordonnées : visibles de vous seul, des boutiques qui vous livrent et de l’équipe."
        />
        <SavedAddresses addresses={addresses} />
        <PaymentPreferencePanel saved={preference} />
        <Box component="section" aria-labelledby="titre-notifications-preferences">
          <Title order={2} fz={22} mb="sm" id="titre-notifications-preferences">
            Notifications et préférences
          </Title>
          <PreferencesPanels view={preferences} />
        </Box>
        {/* Issue 19: the password change is the profile's, above. */}
        <AccountSecurityPanel overview={security} withPassword={false} />
      </Stack>
    </Box>
  );
}
