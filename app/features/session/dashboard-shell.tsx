import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Flex,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import type { AttentionItem } from '#common/attention.ts';
import type { NavItem } from '../layout/phone-menu.tsx';
import { useCurrentLinkInSight } from '../dashboard-ui/use-current-link-in-sight.ts';
import { AccountMenu } from './account-menu.tsx';
import { AttentionMenu } from './attention-menu.tsx';
import { useLogout } from './use-logout.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

export interface DashboardOwner {
  name: string;
  attention: AttentionItem[];
}

interface DashboardShellProps {
  /** The dashboard's root, e.g. `vendeur-dashboard`. */
  base: string;
  /** The top bar's title, e.g. '{brand} - Vendeur'. */
  heading: string;
  menuLabel: string;
  menu: NavItem[];
  owner: DashboardOwner;
  /** The top bar's search: a GET form to `action` (relative to the root) sending `q`. */
  search: { action: string; label: string };
  /** Icons of the top bar before the account's (the buyer's cart). */
  icons?: ReactNode;
  /** Shown above the side menu from tablets up (the buyer's profile). */
  profile?: ReactNode;
  /** Under the screen: the seller's bottom bar, the buyer's footer line. */
  footer?: (root: string) => ReactNode;
  /** Above every screen (the back-office's call to turn on two-factor sign-in). */
  notice?: (root: string) => ReactNode;
}

/**
 * A dashboard (its loader checked the session on the server): a top bar that stays in view
 * (title, Accueil, search, notifications, account), the menu (one scrolling row on phones, so
 * the screen starts high; a side menu from tablets up) and the current screen.
 */
export function DashboardShell(props: DashboardShellProps) {
  const { base, heading, menuLabel, menu, owner, search, icons, profile, footer, notice } = props;
  const { id } = useParams();
  const root = `/${base}/${id}`;
  const { pathname } = useLocation();
  const menuViewport = useCurrentLinkInSight(pathname);
  const logout = useLogout();

  return (
    <>
      <Box
        component="header"
        bg="var(--baobab-bar-bg)"
        py={6}
        pos="sticky"
        top={0}
        style={{ zIndex: 150, borderBottom: '1px solid var(--baobab-bar-border)' }}
      >
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate="end" miw={0}>
              {heading}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to="/" fw={700} fz="sm">
                Accueil
              </Anchor>
              <Box
                component={Form}
                method="get"
                action={`${root}/${search.action}`}
                role="search"
                visibleFrom="xs"
              >
                <TextInput
                  type="search"
                  name="q"
                  size="xs"
                  w={{ xs: 180, md: 240 }}
                  aria-label={search.label}
                  placeholder="Rechercher…"
                />
              </Box>
              {/* On a phone the bar has no room for a field: the screen with the search. */}
              <ActionIcon
                component={Link}
                to={`${root}/${search.action}`}
                hiddenFrom="xs"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={search.label}
              >
                <IconSearch size={20} aria-hidden />
              </ActionIcon>
              <AttentionMenu items={owner.attention} root={root} />
              {icons}
              <AccountMenu
                name={owner.name}
                settingsPath={`${root}/${menu.at(-1)?.to ?? ''}`}
                onLogout={logout}
              />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="md">
          <Stack gap="sm" miw={{ sm: 220 }}>
            {profile && <Box visibleFrom="sm">{profile}</Box>}
            <ScrollArea type="never" offsetScrollbars={false} viewportRef={menuViewport}>
              <Flex
                component="nav"
                aria-label={menuLabel}
                direction={{ base: 'row', sm: 'column' }}
                wrap="nowrap"
                gap={4}
              >
                {menu.map((item) => {
                  const to = `${root}/${item.to}`;
                  // A settings panel or an article's editor is still under its menu item.
                  const active = pathname === to || pathname.startsWith(`${to}/`);
                  return (
                    <Button
                      key={item.to}
                      component={NavLink}
                      to={to}
                      variant={active ? 'light' : 'subtle'}
                      justify="flex-start"
                      size="sm"
                      style={{ flexShrink: 0 }}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </Button>
                  );
                })}
                <Button
                  variant="subtle"
                  color="red"
                  justify="flex-start"
                  size="sm"
                  style={{ flexShrink: 0 }}
                  onClick={logout}
                >
                  Déconnexion
                </Button>
              </Flex>
            </ScrollArea>
          </Stack>
          <Box style={{ flex: 1, minWidth: 0 }}>
            {notice?.(root)}
            <Outlet />
          </Box>
        </Flex>
        {footer?.(root)}
      </Container>
    </>
  );
}

/** The buyer's side profile: its photo (initials until it has one) and name. */
export function OwnerProfile({
  name,
  role,
  photo = null,
}: {
  name: string;
  role: string;
  /** The photo's address (a 48-px variant), else the name's initials. */
  photo?: string | null;
}) {
  const media = useMediaUrl();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={media.src(photo)}
        name={name}
        color="ocre"
        variant="filled"
        autoContrast
        size={44}
        alt=""
      />
      <Box miw={0}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {role}
        </Text>
      </Box>
    </Group>
  );
}
