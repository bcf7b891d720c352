import { Group, Stack } from '@mantine/core';
import type { Target } from '#common/community.ts';
import type { targetCommunity } from './community-data.server.ts';
import { CommentSection } from './comments.tsx';
import { LikeButton, StarRating } from './reactions.tsx';

/** Below an article or a recipe: its likes and stars, then its comments. */
export function TargetCommunity({
  target,
  community,
}: {
  target: Target;
  community: Awaited<ReturnType<typeof targetCommunity>>;
}) {
  return (
    <>
      <Stack gap="xs" mt="xl" data-testid={`${target.kind}-reactions`}>
        <Group gap="sm">
          <LikeButton target={target} view={community.view} />
        </Group>
        <StarRating target={target} view={community.view} />
      </Stack>

      <CommentSection
        target={target}
        page={community.comments}
        pages={community.pages}
        defaultName={community.commenterName}
      />
    </>
  );
}
