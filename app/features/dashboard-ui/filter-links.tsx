import { Button, Group, ScrollArea, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentLinkInSight } from './use-current-link-in-sight.ts';

export interface FilterLink {
  key: string;
  label: string;
  /** The list's address with this choice, the other filters kept. */
  to: string;
  current: boolean;
}

/**
 * A list's filter as links, in one row that scrolls sideways on a phone rather than two wrapped
 * rows pushing the list down, scrolled to the current choice. Each choice keeps its whole label
 * (a shrunk one was cut to « En atter »); the current one is marked for screen readers.
 */
export function FilterLinks({
  label,
  links,
  mb,
}: {
  label: string;
  links: FilterLink[];
  mb?: MantineSpacing;
}) {
  const row = useCurrentLinkInSight(links.find((link) => link.current)?.to ?? '');
  return (
    <ScrollArea type="never" mb={mb} viewportRef={row}>
      <Group component="nav" aria-label={label} gap={6} wrap="nowrap">
        {links.map((link) => (
          <Button
            key={link.key}
            component={Link}
            to={link.to}
            size="compact-sm"
            radius="xl"
            variant={link.current ? 'filled' : 'default'}
            aria-current={link.current ? 'page' : undefined}
            preventScrollReset
            style={{ flexShrink: 0 }}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
