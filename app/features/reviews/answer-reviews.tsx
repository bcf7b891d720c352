import { Anchor, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANSWER_TEXT_MAX_LENGTH, type UnansweredReview } from '../../../common/reviews.ts';
import { productPath } from '../catalogue/product-card.tsx';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { REVIEW_INTENTS } from './review-intents.ts';
import { ReviewItem } from './review-item.tsx';

/** One review and the shop's public answer to it (once: it cannot be changed afterwards). */
function AnswerForm({ review }: { review: UnansweredReview }) {
  const [error, setError] = useState<string>();
  const actions = useActionFetcher('Réponse non publiée', {
    onRefused: (outcome) => setError(outcome.fields.text),
  });
  return (
    <ReviewItem {...review} answer={null}>
      <form
        aria-label={`Répondre à l’avis de ${review.author}`}
        onSubmit={(event) => {
          event.preventDefault();
          void actions.send(new FormData(event.currentTarget));
        }}
      >
        <input type="hidden" name="intent" value={REVIEW_INTENTS.answer} />
        <input type="hidden" name="reviewId" value={review.id} />
        <Textarea
          name="text"
          label="Votre réponse publique"
          description="Elle paraît sous l’avis, sur la page du produit ; vous ne répondez qu’une fois."
          autosize
          minRows={2}
          maxLength={ANSWER_TEXT_MAX_LENGTH}
          error={error}
          mt="xs"
        />
        <Button type="submit" size="sm" mt="xs" loading={actions.pending}>
          Répondre
        </Button>
      </form>
    </ReviewItem>
  );
}

/** The seller's home: the newest reviews of its products still waiting for an answer. */
export function ReviewsToAnswer({
  reviews,
  total,
}: {
  reviews: UnansweredReview[];
  total: number;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="avis-a-repondre">
      <Title order={2} fz="lg" mb="sm" id="avis-a-repondre">
        Avis sans réponse ({total})
      </Title>
      {reviews.length === 0 ? (
        <Text c="dimmed">Vous avez répondu à tous les avis de vos clients.</Text>
      ) : (
        <Stack gap={0}>
          {reviews.map((review) => (
            <div key={review.id}>
              <Anchor component={Link} to={productPath(review.productId)} fw={600} fz="sm">
                {review.productName}
              </Anchor>
              <AnswerForm review={review} />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
