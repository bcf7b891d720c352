import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import '@mantine/core/styles/Rating.css';
import { useState } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '#common/reviews.ts';
import type { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import type { FormsSending } from '../use-action-fetcher.ts';

type Create = typeof reviewOperations.create;
type Update = typeof reviewOperations.update;

interface ReviewFormProps {
  /** A new review of this product, or an edit of this review. */
  target: { productId: number } | { reviewId: number };
  productName: string;
  initial?: { rating: number; text: string };
  /**
   * Owned by whoever stays on screen once the answer comes: the screen for new reviews (a
   * product reviewed leaves the list of those waiting, its form with it), the review for an edit.
   */
  sending: FormsSending;
  /** Shown with a button to give up (an edit). */
  onCancel?: () => void;
}

/**
 * Stars and text, sent to the screen's action as the reviews' operation (a new review, or an
 * edit); each refused field says why beside it.
 */
export function ReviewForm({ target, productName, initial, sending, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const editing = 'reviewId' in target;
  const key = editing ? `avis-${target.reviewId}` : `produit-${target.productId}`;
  const ratingId = `note-${key}`;
  const errors = sending.errorsFor(key);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    if ('reviewId' in target) {
      const params = { id: String(target.reviewId) };
      return sending.perform<Update>(key, 'modifier-avis', { params, input: { rating, text } });
    }
    const input = { productId: target.productId, rating, text };
    sending.perform<Create>(key, 'publier-avis', { input });
  }

  return (
    <form onSubmit={submit} aria-label={`Votre avis sur ${productName}`} noValidate>
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
          <Button type="submit" loading={sending.pending(key)}>
            {editing ? 'Enregistrer' : 'Publier mon avis'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Annuler
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
