import { ModerationStatus } from '../moderation/moderation-status.tsx';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  HIDE_REASON_MAX_LENGTH,
  HIDE_REASON_REQUIRED,
  type ModeratedReview,
} from '#common/reviews.ts';
import type { ReasonRequest } from '../dashboard-ui/reason-dialog.tsx';
import type { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import { Stars } from './stars.tsx';
import { ofName } from '#common/french-elision.ts';

/** « Masquer l’avis »: the reason is recorded in the journal and shown to the review's author. */
export function reviewHiding(review: ModeratedReview): ReasonRequest {
  return {
    operation: {
      intent: 'masquer-avis' satisfies (typeof reviewOperations.hide)['intent'],
      params: { id: String(review.id) },
      input: {},
      reasonField: 'raison',
    },
    title: 'Masquer l’avis',
    description: (
      <Text fz="sm">
        L’avis {ofName(review.author)} sur « {review.productName} » quitte la page du produit, sa
        note moyenne et son nombre d’avis. Son auteur voit cette raison dans son espace.
      </Text>
    ),
    label: 'Raison du masquage',
    initialReason: review.reasons[0] ?? '',
    maxLength: HIDE_REASON_MAX_LENGTH,
    submitLabel: 'Masquer l’avis',
    failureTitle: 'Avis non masqué',
    required: HIDE_REASON_REQUIRED,
    danger: true,
  };
}

/** The decisions taken in one tap: a hidden review shown again, a reported one kept. */
type Decision = (typeof reviewOperations)['show' | 'closeReports'];

interface ReviewModerationProps {
  reviews: ModeratedReview[];
  actions: RowActions;
  onHide: (review: ModeratedReview) => void;
}

/** The reported reviews (open reports), then those the team hid, each with its decisions. */
export function ReviewModerationList({ reviews, actions, onHide }: ReviewModerationProps) {
  if (reviews.length === 0) {
    return <Text c="dimmed">Aucun avis signalé ni masqué.</Text>;
  }
  const send = (intent: Decision['intent'], review: ModeratedReview) =>
    void actions.perform<Decision>(intent, { params: { id: String(review.id) } });
  const sendingOn = (review: ModeratedReview) => actions.isPerformingOn({ id: String(review.id) });
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <Card key={review.id} withBorder padding="md" component="li" data-testid="moderated-review">
          <Text fw={700}>
            {review.productName}{' '}
            <Text span c="dimmed" fz="sm">
              · {review.boutiqueName}
            </Text>
          </Text>
          <Group gap="xs" fz="sm">
            <Stars rating={review.rating} />
            <Text fz="sm">{review.author}</Text>
          </Group>
          <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
          <ModerationStatus
            openReports={review.openReports}
            reasons={review.reasons}
            hiddenReason={review.hidden?.reason}
          />
          <Group gap="xs" mt="sm">
            {review.hidden ? (
              <Button
                size="compact-sm"
                variant="light"
                loading={sendingOn(review)}
                onClick={() => send('afficher-avis', review)}
              >
                Rendre visible
              </Button>
            ) : (
              <>
                <Button size="compact-sm" color="red" onClick={() => onHide(review)}>
                  Masquer
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={sendingOn(review)}
                  onClick={() => send('classer-avis', review)}
                >
                  Classer
                </Button>
              </>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
