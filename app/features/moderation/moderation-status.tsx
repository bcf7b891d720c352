import { Badge, Group } from '@mantine/core';
import { countOf } from '#common/counts.ts';

/** A moderated text's state: its open reports (with their reasons when known), and why it is hidden. */
export function ModerationStatus({
  openReports,
  reasons,
  hiddenReason,
}: {
  openReports: number;
  reasons?: string[];
  hiddenReason?: string;
}) {
  return (
    <Group gap="xs" mt="xs">
      {openReports > 0 && (
        <Badge color="orange" variant="light">
          {countOf(openReports, 'signalement', 'signalements')}
          {reasons && ` : ${reasons.join(', ')}`}
        </Badge>
      )}
      {hiddenReason !== undefined && (
        <Badge color="red" variant="light">
          Masqué : {hiddenReason}
        </Badge>
      )}
    </Group>
  );
}
