import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BOUTIQUE_APPROVALS, type BoutiqueApproval } from '../../../common/account-admin.ts';

/** 'Toutes', then one link per approval state (`?validation=`), search and sort kept. */
export function ApprovalFilter({ current }: { current: BoutiqueApproval | null }) {
  const location = useLocation();
  const hrefOf = (approval: BoutiqueApproval | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (approval) params.set('validation', approval);
    else params.delete('validation');
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  const choices: (BoutiqueApproval | null)[] = [null, ...BOUTIQUE_APPROVALS];
  return (
    <ScrollArea type="never">
      <Group component="nav" aria-label="Filtrer par validation" gap={6} wrap="nowrap">
        {choices.map((approval) => (
          <Button
            key={approval ?? 'toutes'}
            component={Link}
            to={hrefOf(approval)}
            size="compact-sm"
            radius="xl"
            variant={current === approval ? 'filled' : 'default'}
            aria-current={current === approval ? 'page' : undefined}
            preventScrollReset
            // One row that scrolls: each choice keeps its whole label.
            style={{ flexShrink: 0 }}
          >
            {approval ?? 'Toutes'}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
