import { Anchor, Box, Button, Container, Flex, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import type { NavItem } from '../../components/phone-menu.tsx';
import { ForgetRefusedSession } from './forget-refused-session.tsx';
import { useLogout } from './use-logout.ts';

interface DashboardShellProps {
  /** The dashboard's root, e.g. `vendeur-dashboard`. */
  base: string;
  /** The bar above the menu, e.g. '{brand} - Vendeur'. */
  heading: string;
  menuLabel: string;
  menu: NavItem[];
  /** Shortcuts under the screen (the seller's bottom bar). */
  footer?: (root: string) => ReactNode;
}

/**
 * A dashboard (its loader has checked the session on the server): its bar, its menu with a
 * logout item, and the current screen. The menu
 * wraps above the screen on phones and becomes a side menu from tablets up.
 */
export function DashboardShell({ base, heading, menuLabel, menu, footer }: DashboardShellProps) {
  const { id } = useParams();
  const root = `/${base}/${id}`;
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <>
      <ForgetRefusedSession />
      <Box bg="dark.7" py={8} style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{heading}</Text>
            <Anchor component={Link} to="/" fw={600}>
              Accueil
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="md">
          <Flex
            component="nav"
            aria-label={menuLabel}
            direction={{ base: 'row', sm: 'column' }}
            wrap={{ base: 'wrap', sm: 'nowrap' }}
            gap={4}
            miw={{ sm: 220 }}
          >
            {menu.map((item) => {
              const to = `${root}/${item.to}`;
              const active = pathname === to;
              return (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={to}
                  variant={active ? 'light' : 'subtle'}
                  justify="flex-start"
                  size="sm"
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Button>
              );
            })}
            <Button variant="subtle" color="red" justify="flex-start" size="sm" onClick={logout}>
              Déconnexion
            </Button>
          </Flex>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Outlet />
          </Box>
        </Flex>
        {footer?.(root)}
      </Container>
    </>
  );
}
