import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { photoInputSchema } from '../../../common/profile.ts';
import {
  loadAccountSecurity,
  runAccountSecurityAction,
} from '../../features/account-security/account-security-action.server.ts';
import { AccountSecurityPanel } from '../../features/account-security/account-security-panel.tsx';
import { PaymentPreferencePanel } from '../../features/addresses/payment-preference-panel.tsx';
import { SavedAddresses } from '../../features/addresses/saved-addresses.tsx';
import { PreferencesPanels } from '../../features/notification-preferences/preferences-panels.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { PHOTO_INTENT, PhotoField } from '../../features/profile/photo-field.tsx';
import { runProfileAction } from '../../features/profile/profile-action.server.ts';
import { ProfilePanel } from '../../features/profile/profile-panel.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { saveSettings } from '../../features/shop-settings/settings-action.server.ts';
import type { Operations } from '../../../core/operations/operations.ts';
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

/** The screen's writes declared as operations (decision 061); the others go by their intent. */
const offered = ({ addresses, notificationPreferences }: Operations) => [
  ...Object.values(addresses),
  ...Object.values(notificationPreferences),
];

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const intent = (await request.clone().formData()).get('intent');
  const { operations, services } = context.get(appContext);
  if (offered(operations).some((operation) => operation.intent === intent)) {
    return dashboardOperationAction(args, offered);
  }
  await requireDashboardAccount(context, request);
  const { profile } = services;
  if (intent === PHOTO_INTENT) {
    return saveSettings(context, request, photoInputSchema, profile.setPhoto);
  }
  return (
    (await runAccountSecurityAction(context, request, intent)) ??
    runProfileAction(context, request, intent)
  );
}

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
