import { Button, NativeSelect, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import {
  formatRating,
  ratingLabel,
  REVIEW_REPORT_REASONS,
  reviewPageSearch,
  type ProductReviewPage,
} from '#common/reviews.ts';
import { ListPager } from '../dashboard-ui/list-controls.tsx';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import classes from './product-reviews.module.css';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';

type ReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** A signed-in buyer's « Signaler » under a review: a reason, sent once. */
function ReportReview({ reviewId }: { reviewId: number }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const actions = useActionFetcher('Signalement non envoyé', {
    onDone: () => setOpen(false),
    onRefused: (outcome) => setError(outcome.fields.raison),
  });
  if (!open) {
    return (
      <UnstyledButton className={classes.reportLink} onClick={() => setOpen(true)}>
        Signaler cet avis
      </UnstyledButton>
    );
  }
  return (
    <form
      className={classes.report}
      onSubmit={(event) => {
        event.preventDefault();
        // None chosen ('') is sent too: the server refuses it beside the select.
        const raison = new FormData(event.currentTarget).get('raison') as ReportReason;
        void actions.perform<typeof reviewOperations.report>('signaler-avis', {
          params: { id: String(reviewId) },
          input: { raison },
        });
      }}
    >
      <NativeSelect
        name="raison"
        label="Motif du signalement"
        size="xs"
        data={['', ...REVIEW_REPORT_REASONS]}
        error={error}
      />
      <Button type="submit" size="xs" loading={actions.pending}>
        Envoyer
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen(false)}>
        Annuler
      </Button>
    </form>
  );
}

interface ProductReviewsProps {
  page: ProductReviewPage;
  shopName: string;
  /** A signed-in buyer may report a review. */
  canReport: boolean;
}

/** The product page's reviews: the average, the stars' distribution, then a page of reviews. */
export function ProductReviews({ page, shopName, canReport }: ProductReviewsProps) {
  const { summary, distribution } = page;
  return (
    <section aria-labelledby="avis-clients" id="avis">
      <Title order={2} fz="xl" id="avis-clients" mb="sm">
        Avis clients
      </Title>
      {summary === null ? (
        <Text c="dimmed">
          Aucun avis pour le moment. Les acheteurs qui ont reçu ce produit donnent le leur depuis
          leur espace.
        </Text>
      ) : (
        <>
          <div className={classes.summary} data-testid="rating-summary">
            <div>
              <span className={classes.average}>{formatRating(summary.average)}</span> / 5
              <div>
                <Stars rating={summary.average} label={ratingLabel(summary)} />
              </div>
              <Text fz="sm">{summary.count} avis</Text>
            </div>
            <ul className={classes.bars} aria-label="Répartition des notes">
              {distribution.map((count, index) => (
                <li key={5 - index}>
                  <span>{5 - index} ★</span>
                  <meter
                    min={0}
                    max={summary.count}
                    value={count}
                    aria-label={`${5 - index} étoiles : ${count} avis`}
                  />
                  <span className={classes.count}>{count}</span>
                </li>
              ))}
            </ul>
          </div>
          {page.reviews.map((review) => (
            <ReviewItem key={review.id} {...review} answeredBy={shopName}>
              {canReport && <ReportReview reviewId={review.id} />}
            </ReviewItem>
          ))}
          <ListPager
            page={page.page}
            pageCount={page.pageCount}
            hrefOf={(number) => `${reviewPageSearch(number) || '?'}#avis`}
            label="Pages d’avis"
          />
        </>
      )}
    </section>
  );
}
