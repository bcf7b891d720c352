import { Button, Group, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import {
  commentsLabel,
  type ReaderState,
  type Target,
  type TargetFigures,
} from '#common/community.ts';
import { formatRating } from '#common/reviews.ts';
import { LikeButton } from './reactions.tsx';

/** The readers' figures and own state of a listing's cards, by id. */
export type CardViews = Record<number, TargetFigures & ReaderState>;

/** The card whose comment pop-up is open. */
export interface CardComment {
  target: Target;
  title: string;
}

/** A card's reactions: the like toggle, the average rating, and the comments' pop-up. */
export function CardReactions({
  target,
  view,
  title,
  onComment,
}: {
  target: Target;
  view: TargetFigures & ReaderState;
  title: string;
  onComment: () => void;
}) {
  return (
    <Group gap={4} mt="xs" wrap="wrap" data-testid="card-reactions">
      <LikeButton target={target} view={view} size="xs" />
      {view.ratingCount > 0 && (
        <Text fz="xs" c="dimmed" px={4}>
          ★ {formatRating(view.rating)} ({view.ratingCount})
        </Text>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconMessageCircle size={16} aria-hidden="true" />}
        onClick={onComment}
        // The count shown is in the name, outside brackets (axe's label-in-name check drops them).
        aria-label={`Commenter « ${title} », ${commentsLabel(view.comments)}`}
      >
        {view.comments}
      </Button>
    </Group>
  );
}
