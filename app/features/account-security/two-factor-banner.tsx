import { Alert, Anchor } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The back-office's call to every admin without two-factor sign-in, until they turn it on. */
export function TwoFactorBanner({ securityPath }: { securityPath: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconShieldLock size={20} aria-hidden="true" />}
      title="Protégez le back-office"
      data-testid="two-factor-banner"
    >
      Votre compte administrateur n’a pas encore la double authentification : un mot de passe volé
      suffirait à y entrer.{' '}
      {/* The alert's own text colour: the link colour falls below 4.5:1 on the yellow tint. */}
      <Anchor component={Link} to={securityPath} c="inherit" fw={700} td="underline">
        Activer la double authentification
      </Anchor>
    </Alert>
  );
}
