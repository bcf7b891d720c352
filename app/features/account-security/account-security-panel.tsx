import { Paper, Stack, Title } from '@mantine/core';
import type { SecurityOverview } from '#common/account-security.ts';
import { PasswordSection } from '../profile/password-section.tsx';
import { AccountDataSection } from './account-data-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * 'Sécurité et confidentialité' (issue 19), the same for sellers, buyers and admins: the
 * password, two-factor sign-in, the open sessions, the boutique's privacy (sellers), the
 * account's export and deletion. Posts to the screen's action (account-security-action.server.ts).
 */
export function AccountSecurityPanel({
  overview,
  withPassword = true,
}: {
  overview: SecurityOverview;
  /** False where the screen already offers the password change (the buyer's profile). */
  withPassword?: boolean;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="titre-securite"
    >
      <Title order={2} fz={20} id="titre-securite">
        Sécurité et confidentialité
      </Title>
      <Stack gap="xl" mt="md">
        {withPassword && <PasswordSection />}
        <TwoFactorSection
          enabled={overview.twoFactorEnabled}
          recoveryCodesLeft={overview.recoveryCodesLeft}
        />
        <SessionsSection sessions={overview.sessions} />
        {overview.privacy && <PrivacySection saved={overview.privacy} />}
        <AccountDataSection />
      </Stack>
    </Paper>
  );
}
