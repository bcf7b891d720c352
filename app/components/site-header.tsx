import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';

export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            c="inherit"
            aria-label={`${brandName}, accueil`}
          >
            <Group gap="xs" wrap="nowrap">
              <BrandLogo />
              <Text fw={800} fz="xl" c="ocre.4">
                {brandName}
              </Text>
            </Group>
          </Anchor>
          <Anchor component={Link} to="/" c="dark.0" fw={600}>
            Accueil
          </Anchor>
        </Group>
      </Container>
    </header>
  );
}
