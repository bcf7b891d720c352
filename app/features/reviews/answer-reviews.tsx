import { Anchor, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ANSWER_TEXT_MAX_LENGTH, type UnansweredReview } from '#common/reviews.ts';
import { productPath } from '../catalogue/product-card.tsx';
import type { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import { useFormsSending, type FormsSending } from '../use-action-fetcher.ts';
import { ReviewItem } from './review-item.tsx';
import { ofName } from '#common/french-elision.ts';

/** One review and the shop's public answer to it (once: it cannot be changed afterwards). */
function AnswerForm({ review, sending }: { review: UnansweredReview; sending: FormsSending }) {
  const key = String(review.id);
  return (
    <ReviewItem {...review} answer={null}>
      <form
        aria-label={`Répondre à l’avis ${ofName(review.author)}`}
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('text') ?? '');
          sending.perform<typeof reviewOperations.answer>(key, 'repondre-avis', {
            params: { id: key },
            input: { text },
          });
        }}
      >
        <Textarea
          name="text"
          label="Votre réponse publique"
          description="Elle paraît sous l’avis, sur la page du produit ; vous ne répondez qu’une fois."
          autosize
          minRows={2}
          maxLength={ANSWER_TEXT_MAX_LENGTH}
          error={sending.errorsFor(key).text}
          mt="xs"
        />
        <Button type="submit" size="sm" mt="xs" loading={sending.pending(key)}>
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
  // The list's: an answered review leaves it, its form with it, before the answer is told.
  const sending = useFormsSending('Réponse non publiée');
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
              <Anchor component={Link} to={productPath(review.productId)} fw={700} fz="sm">
                {review.productName}
              </Anchor>
              <AnswerForm review={review} sending={sending} />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
