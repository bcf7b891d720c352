import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { dashboardPath } from '../../../common/session.ts';
import classes from '../../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE, takeEarlyTap } from '../../early-taps.ts';
import { CartMenu } from '../cart/cart-menu.tsx';
import { useSession } from '../session/session-store.ts';
import { useLogout } from '../session/use-logout.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import type { NavItem } from './phone-menu.tsx';

// The drawer's code is fetched the first time a phone user opens the menu, not on every visit.
const PhoneMenu = lazy(() => import('./phone-menu.tsx'));
const MENU_OPENER = 'menu';

/** The shopper links of the spec's top bar, also shown in the phone drawer. */
const SHOP_LINKS: NavItem[] = [
  { to: '/', label: 'Accueil' },
  { to: '/astuces-recettes', label: 'Recettes/Astuces' },
];
/** Hidden once signed in (spec section 6), replaced by the account's dashboard and logout. */
const VISITOR_LINKS: NavItem[] = [
  ...SHOP_LINKS,
  { to: '/connexion', label: 'Connexion' },
  { to: '/inscription', label: 'Inscription' },
];

export function SiteHeader({ brandName }: { brandName: string }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const logout = useLogout();
  const openDrawer = () => {
    setDrawerLoaded(true);
    drawer.open();
  };
  // A tap on the burger before the page was interactive opens the drawer now (app/early-taps.ts).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the server could not know
    if (takeEarlyTap(MENU_OPENER)) openDrawer();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const links = session
    ? [...SHOP_LINKS, { to: dashboardPath(session), label: 'Mon espace' }]
    : VISITOR_LINKS;

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
              onClick={drawerOpened ? drawer.close : openDrawer}
              className={classes.icon}
              {...{ [NEEDS_JS_ATTRIBUTE]: MENU_OPENER }}
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
              {links.map((link) => (
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
              {session && (
                <Button variant="subtle" color="dark.0" fw={600} px="sm" onClick={logout}>
                  Déconnexion
                </Button>
              )}
            </Group>
            <CartMenu />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PhoneMenu
            brandName={brandName}
            links={links}
            onLogout={session ? logout : undefined}
            pathname={pathname}
            opened={drawerOpened}
            onClose={drawer.close}
          />
        </Suspense>
      )}
    </Box>
  );
}
