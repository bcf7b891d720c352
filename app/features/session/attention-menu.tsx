import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link, useRouteLoaderData } from 'react-router';
import { totalAttention, type AttentionItem } from '#common/attention.ts';
import type { RootLoader } from '../../root-data.ts';

interface AttentionMenuProps {
  items: AttentionItem[];
  /** The dashboard's root, e.g. `/vendeur-dashboard/3`. */
  root: string;
}

/** The top bar's bell: how many things wait for the owner, and a list leading to each. */
export function AttentionMenu({ items, root }: AttentionMenuProps) {
  const total = totalAttention(items);
  // showAlerts off: no red count over the bell; its list and its name still tell.
  const alerts = useRouteLoaderData<RootLoader>('root')?.display.showAlerts ?? true;
  // Neutral words: a seller's orders to handle and a buyer's unread news share the bell.
  const label = total === 0 ? 'Notifications : rien de nouveau' : `Notifications : ${total}`;
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      {/* The menu's target must be the button itself: it receives the menu's ARIA attributes. */}
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <Indicator
            label={total > 99 ? '99+' : total}
            size={16}
            disabled={total === 0 || !alerts}
            color="red"
            offset={2}
          >
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>À voir</Menu.Label>
        {items.length === 0 ? (
          <Text fz="sm" px="sm" py={6} c="dimmed">
            Rien ne vous attend pour le moment.
          </Text>
        ) : (
          items.map((item) => (
            <Menu.Item key={item.label} component={Link} to={`${root}/${item.to}`}>
              {item.label}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
