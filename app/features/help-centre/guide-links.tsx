import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HelpAudience } from '#common/help-centre.ts';
import { guidePath, guidesFor } from './guides.ts';

/** The audience's guides, each a short page of its own. */
export function GuideLinks({ audience }: { audience: HelpAudience }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {guidesFor(audience).map((guide) => (
        <li key={guide.slug}>
          <Anchor component={Link} to={guidePath(guide)} fw={700}>
            {guide.title}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {guide.summary}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
