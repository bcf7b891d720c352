import { Box, Group, NavLink, ScrollArea, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { useCurrentLinkInSight } from '../../features/dashboard-ui/use-current-link-in-sight.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SETTINGS_MENU } from '../../features/shop-settings/settings-menu.ts';
import classes from '../../features/shop-settings/settings.module.css';
import type { Route } from './+types/seller-settings';

// The seller's 'Paramètres' (spec section 2, issue 15): an in-page menu of the panels, each its
// own address (deep links and the back button work), the panel beside it. On a phone the menu
// is one scrolling row of chips above the panel, not a first screen of links.

export const meta = orderScreenMeta('Paramètres');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return null;
}

export default function SellerSettings() {
  const { pathname } = useLocation();
  const root = pathname.replace(/\/settings(\/.*)?$/, '/settings');
  const current = pathname.replace(/\/$/, '');
  const chipsViewport = useCurrentLinkInSight(pathname);
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Paramètres
      </Title>
      <div className={classes.layout}>
        <nav aria-label="Paramètres" className={classes.menu}>
          {/* Phone: a row of chips that scrolls sideways. */}
          <ScrollArea type="never" hiddenFrom="md" viewportRef={chipsViewport}>
            <Group gap="xs" wrap="nowrap" pb="xs">
              {SETTINGS_MENU.map((item) => {
                const to = item.to ? `${root}/${item.to}` : root;
                return (
                  <RouterNavLink
                    key={item.to}
                    to={to}
                    end
                    preventScrollReset
                    className={classes.chip}
                    aria-current={current === to ? 'page' : undefined}
                  >
                    {item.label}
                  </RouterNavLink>
                );
              })}
            </Group>
          </ScrollArea>
          {/* Wider screens: a side column. */}
          <Stack gap={2} visibleFrom="md">
            {SETTINGS_MENU.map((item) => {
              const to = item.to ? `${root}/${item.to}` : root;
              return (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={to}
                  end
                  label={item.label}
                  active={current === to}
                />
              );
            })}
          </Stack>
        </nav>
        <div className={classes.panel}>
          <Outlet />
        </div>
      </div>
    </Box>
  );
}
