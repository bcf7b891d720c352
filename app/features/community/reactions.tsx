import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import {
  averageLabel,
  likesLabel,
  type Target,
  type TargetFigures,
  type ReaderState,
} from '#common/community.ts';
import type { ActionOutcome } from '../action-outcome.ts';
import { toastFailure } from '../toasts.ts';
import { COMMUNITY_INTENTS } from './community-intents.ts';
import classes from './reactions.module.css';
import { TargetFields } from './target-fields.tsx';

type View = TargetFigures & ReaderState;

/** A fetcher whose refusal (a limit, a target gone) is told in a toast; its success shows itself. */
function useReactionFetcher(failureTitle: string) {
  const fetcher = useFetcher<ActionOutcome>();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (outcome && !outcome.ok) toastFailure(failureTitle, outcome.message);
  }, [outcome, failureTitle]);
  return fetcher;
}

/**
 * « J’aime »: a toggle that adds or removes one (spec section 4). A plain form before the page
 * runs; then the new state shows at once, before the server answers.
 */
export function LikeButton({
  target,
  view,
  size = 'sm',
}: {
  target: Target;
  view: View;
  size?: 'xs' | 'sm';
}) {
  const fetcher = useReactionFetcher('J’aime non enregistré');
  const sent = fetcher.formData?.get('liked');
  const liked = sent === undefined || sent === null ? view.isLiked : sent === 'true';
  const likes = view.likes + (liked === view.isLiked ? 0 : liked ? 1 : -1);
  return (
    <fetcher.Form method="post" className={classes.inline}>
      <TargetFields target={target} intent={COMMUNITY_INTENTS.like} />
      <input type="hidden" name="liked" value={String(!liked)} />
      <Button
        type="submit"
        size={size}
        variant={liked ? 'light' : 'subtle'}
        color="ocre"
        aria-pressed={liked}
        leftSection={
          liked ? (
            <IconHeartFilled size={18} aria-hidden="true" />
          ) : (
            <IconHeart size={18} aria-hidden="true" />
          )
        }
        data-testid="like-button"
      >
        {likesLabel(likes)}
      </Button>
    </fetcher.Form>
  );
}

/** The average as stars and words: 'Note moyenne : 4,3 sur 5 (12 votes)'. */
export function RatingSummary({ view }: { view: TargetFigures }) {
  return (
    <Text fz="sm" c="dimmed" data-testid="rating-average">
      {averageLabel(view)}
    </Text>
  );
}

/** Five stars: clicking star n sets the reader's rating to n (spec section 4), replacing theirs. */
export function StarRating({ target, view }: { target: Target; view: View }) {
  const fetcher = useReactionFetcher('Note non enregistrée');
  const sent = Number(fetcher.formData?.get('rating'));
  const mine = sent >= 1 && sent <= 5 ? sent : (view.myRating ?? 0);
  return (
    <fetcher.Form method="post">
      <TargetFields target={target} intent={COMMUNITY_INTENTS.rate} />
      <Group gap={4} align="center" wrap="wrap">
        <Text fz="sm" fw={400} id={`note-${target.kind}-${target.id}`}>
          Votre note
        </Text>
        <div
          role="group"
          aria-labelledby={`note-${target.kind}-${target.id}`}
          className={classes.stars}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <UnstyledButton
              key={star}
              type="submit"
              name="rating"
              value={star}
              className={classes.star}
              data-filled={star <= mine || undefined}
              aria-pressed={star === mine}
              aria-label={`${star} étoile${star > 1 ? 's' : ''} sur 5`}
            >
              ★
            </UnstyledButton>
          ))}
        </div>
      </Group>
      <RatingSummary view={view} />
    </fetcher.Form>
  );
}
