import type { ProductReviewPage } from '#common/reviews.ts';

/** schema.org's `aggregateRating` and `review` of a Product, from the page's reviews. */
export function reviewsJsonLd({ summary, reviews }: ProductReviewPage) {
  if (summary === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
