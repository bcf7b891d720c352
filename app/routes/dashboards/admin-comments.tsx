import { Box, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { appContext } from '#app-context';
import type { ModeratedComment } from '#common/community.ts';
import { pageParam } from '#common/list-pages.ts';
import {
  CommentModerationList,
  commentHiding,
} from '../../features/community/comment-moderation.tsx';
import { ListPager } from '../../features/dashboard-ui/list-controls.tsx';
import { ReasonDialog } from '../../features/dashboard-ui/reason-dialog.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-comments';

// The back-office's 'Commentaires' (issue 18): the blog's comments, those readers reported
// first, then the newest; the team hides one with a reason (in the journal) or shows it again.

export const meta = orderScreenMeta('Commentaires');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  return context.get(appContext).services.community.moderated(page);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ community }) => [
    community.hideComment,
    community.closeCommentReports,
    community.showComment,
  ]);

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { comments, page, pageCount, total } = loaderData;
  const [hiding, setHiding] = useState<ModeratedComment | null>(null);
  const actions = useActionFetcher('Action impossible');
  return (
    <Box component="main">
      <Title order={1} fz={26} mb={4}>
        Commentaires
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {total} commentaire{total > 1 ? 's' : ''} : les signalés d’abord, puis les plus récents.
      </Text>
      <CommentModerationList comments={comments} actions={actions} onHide={setHiding} />
      <ListPager
        page={page}
        pageCount={pageCount}
        hrefOf={(number) => (number === 1 ? '' : `?page=${number}`)}
        label="Pages de commentaires"
      />
      <ReasonDialog request={hiding && commentHiding(hiding)} onClose={() => setHiding(null)} />
    </Box>
  );
}
