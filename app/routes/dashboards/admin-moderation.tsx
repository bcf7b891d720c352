import { Box, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import {
  MODERATION_LISTS,
  moderationListParam,
  offerQuery,
  reportedQuery,
  type ModerationList,
} from '#common/moderation.ts';
import { ClaimQueueList } from '../../features/moderation/claim-queue-list.tsx';
import {
  FlaggedTable,
  OffersTable,
  ReportedTable,
} from '../../features/moderation/moderation-tables.tsx';
import { ReasonDialog } from '../../features/dashboard-ui/reason-dialog.tsx';
import { ReviewModerationList, reviewHiding } from '../../features/reviews/review-moderation.tsx';
import type { ModeratedReview } from '#common/reviews.ts';
import {
  recipeWithdrawal,
  withdrawal,
  type WithdrawalDraft,
} from '../../features/moderation/withdrawal-request.tsx';
import type { ReasonRequest } from '../../features/dashboard-ui/reason-dialog.tsx';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useActionFetcher } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/admin-moderation';

// The back-office's 'Modération' (issue 14): the open reports grouped per product, the products
// on sale, recipes and articles whose text the content policy would refuse today (issues 17
// and 18), the products the team withdrew, the whole catalogue to withdraw any product from,
// and the reviews buyers reported or the team hid (issue 16). « Allégations de santé » starts
// with the texts waiting for the team (issue 45): held reviews and suspicious sellers' texts.
// One list at a time (`?liste=`), each paged on the server with its own search, sort and size
// in the address.

export const meta = orderScreenMeta('Modération');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  const { moderation } = context.get(appContext).services;
  const params = new URL(request.url).searchParams;
  const list = moderationListParam(params);
  if (list === 'signales') {
    return { list, reported: await moderation.reportedPage(reportedQuery(params)) };
  }
  if (list === 'allegations') {
    const [flagged, queue] = await Promise.all([
      moderation.flaggedPage(offerQuery(params)),
      context.get(appContext).services.claimQueue.pending(),
    ]);
    return { list, flagged, queue };
  }
  if (list === 'avis') {
    return { list, reviews: await context.get(appContext).services.reviews.moderated() };
  }
  return { list, offers: await moderation.offerPage(offerQuery(params), list) };
}

export async function action(args: Route.ActionArgs) {
  return dashboardOperationAction(args, ({ moderation, claimQueue, reviews }) => [
    moderation.withdraw,
    moderation.withdrawRecipe,
    moderation.restore,
    moderation.closeReports,
    claimQueue.approve,
    claimQueue.reject,
    reviews.hide,
    reviews.show,
    reviews.closeReports,
  ]);
}

function ListLinks({ current }: { current: ModerationList }) {
  return (
    <Group component="nav" aria-label="Listes de modération" gap="xs" mb="md">
      {(Object.keys(MODERATION_LISTS) as ModerationList[]).map((list) => (
        <Button
          key={list}
          component={Link}
          to={list === 'signales' ? '?' : `?liste=${list}`}
          size="compact-md"
          variant={list === current ? 'filled' : 'default'}
          aria-current={list === current ? 'page' : undefined}
        >
          {MODERATION_LISTS[list]}
        </Button>
      ))}
    </Group>
  );
}

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  // The withdrawal asked (a product's or a recipe's), its reason still to give.
  const [withdrawing, setWithdrawing] = useState<ReasonRequest | null>(null);
  const [hiding, setHiding] = useState<ModeratedReview | null>(null);
  const actions = useActionFetcher('Action impossible');
  const handlers = {
    actions,
    onWithdraw: (draft: WithdrawalDraft) => setWithdrawing(withdrawal(draft)),
  };
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Modération
      </Title>
      <ListLinks current={loaderData.list} />
      {loaderData.reviews ? (
        <ReviewModerationList reviews={loaderData.reviews} actions={actions} onHide={setHiding} />
      ) : loaderData.reported ? (
        <ReportedTable page={loaderData.reported} {...handlers} />
      ) : loaderData.flagged ? (
        <>
          <ClaimQueueList entries={loaderData.queue} actions={actions} />
          <FlaggedTable
            page={loaderData.flagged}
            onWithdrawRecipe={(draft) => setWithdrawing(recipeWithdrawal(draft))}
            {...handlers}
          />
        </>
      ) : (
        loaderData.offers && (
          <OffersTable
            page={loaderData.offers}
            withdrawnOnly={loaderData.list === 'retires'}
            {...handlers}
          />
        )
      )}
      <ReasonDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
      <ReasonDialog request={hiding && reviewHiding(hiding)} onClose={() => setHiding(null)} />
    </Box>
  );
}
