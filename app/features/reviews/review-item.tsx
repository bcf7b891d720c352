import type { ReactNode } from 'react';
import { VERIFIED_PURCHASE } from '#common/reviews.ts';
import { formatOrderDate } from '../orders/order-format.ts';
import classes from './review-item.module.css';
import { Stars } from './stars.tsx';
import { ofName } from '#common/french-elision.ts';

interface ReviewItemProps {
  rating: number;
  text: string;
  /** Who wrote it; left out on the buyer's own list. */
  author?: string;
  createdAt: string;
  answer: { text: string; at: string } | null;
  /** The shop's name for its answer's heading. */
  answeredBy?: string;
  children?: ReactNode;
}

/**
 * One review as buyers read it: stars, who and when, 'Achat vérifié', the text as typed (React
 * escapes it) and the shop's answer under it. CSS classes only: pages list many of them.
 */
export function ReviewItem({
  rating,
  text,
  author,
  createdAt,
  answer,
  answeredBy = 'la boutique',
  children,
}: ReviewItemProps) {
  return (
    <article className={classes.review} data-testid="review">
      <div className={classes.head}>
        <Stars rating={rating} />
        {author && <span className={classes.author}>{author}</span>}
        <span className={classes.date}>Publié le {formatOrderDate(createdAt)}</span>
        <span className={classes.verified}>✓ {VERIFIED_PURCHASE}</span>
      </div>
      <p className={classes.text}>{text}</p>
      {answer && (
        <div className={classes.answer} data-testid="review-answer">
          <strong>Réponse {ofName(answeredBy)}</strong> · {formatOrderDate(answer.at)}
          <p>{answer.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
