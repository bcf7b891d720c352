import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '../../../common/reviews.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { REVIEW_INTENTS } from './review-intents.ts';

interface ReviewFormProps {
  /** A new review of this product, or an edit of this review. */
  target: { productId: number } | { reviewId: number };
  productName: string;
  initial?: { rating: number; text: string };
  onDone?: () => void;
}

/** Stars and text, posted to the screen's action; each refused field says why beside it. */
export function ReviewForm({ target, productName, initial, onDone }: ReviewFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const actions = useActionFetcher('Avis non enregistré', {
    onDone: () => {
      setErrors({});
      onDone?.();
    },
    onRefused: (outcome) => setErrors(outcome.fields),
  });
  const editing = 'reviewId' in target;
  const ratingId = `note-${editing ? `avis-${target.reviewId}` : `produit-${target.productId}`}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('rating', String(rating));
    void actions.send(form);
  }

  return (
    <form onSubmit={submit} aria-label={`Votre avis sur ${productName}`} noValidate>
      <input
        type="hidden"
        name="intent"
        value={editing ? REVIEW_INTENTS.edit : REVIEW_INTENTS.publish}
      />
      {editing ? (
        <input type="hidden" name="reviewId" value={target.reviewId} />
      ) : (
        <input type="hidden" name="productId" value={target.productId} />
      )}
      <Stack gap="xs">
        <Input.Wrapper
          label="Votre note"
          id={ratingId}
          error={errors.rating}
          withAsterisk
          labelElement="div"
        >
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            name={`rating-${ratingId}`}
            aria-labelledby={`${ratingId}-label`}
            getSymbolLabel={(value) => `${value} étoile${value > 1 ? 's' : ''} sur 5`}
          />
        </Input.Wrapper>
        <Textarea
          name="text"
          label="Votre avis"
          defaultValue={initial?.text}
          autosize
          minRows={3}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          error={errors.text}
          withAsterisk
        />
        <Group gap="xs">
          <Button type="submit" loading={actions.pending}>
            {editing ? 'Enregistrer' : 'Publier mon avis'}
          </Button>
          {editing && onDone && (
            <Button variant="default" onClick={onDone}>
              Annuler
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
