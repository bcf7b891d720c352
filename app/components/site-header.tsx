import { Anchor, Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CartMenu } from '../features/cart/cart-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import type { NavItem } from './phone-menu.tsx';

// The drawer's code is fetched the first time a phone user opens the menu, not on every visit.
const PhoneMenu = lazy(() => import('./phone-menu.tsx'));

/** The shopper links of the spec's top bar, also shown in the phone drawer. */
const NAV_LINKS: NavItem[] = [
  { to: '/', label: 'Accueil' },
  { to: '/astuces-recettes', label: 'Recettes/Astuces' },
  { to: '/connexion', label: 'Connexion' },
  { to: '/inscription', label: 'Inscription' },
];

export function SiteHeader({ brandName }: { brandName: string }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { pathname } = useLocation();

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        background: 'var(--mantine-color-dark-8)',
        borderBottom: '1px solid var(--mantine-color-dark-5)',
      }}
    >
      <Container size="xl" py={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={() => {
                setDrawerLoaded(true);
                drawer.toggle();
              }}
              aria-label="Ouvrir le menu"
              size="sm"
            />
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
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Navigation principale" gap={4} visibleFrom="sm">
              {NAV_LINKS.map((link) => (
                <Anchor
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  end
                  c="dark.0"
                  fw={600}
                  px="sm"
                  py={6}
                  aria-current={pathname === link.to ? 'page' : undefined}
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <CartMenu />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PhoneMenu
            brandName={brandName}
            links={NAV_LINKS}
            pathname={pathname}
            opened={drawerOpened}
            onClose={drawer.close}
          />
        </Suspense>
      )}
    </Box>
  );
}
