import classes from './stars.module.css';

/** A rating's stars, as text ('★★★★☆'), read as 'Note : 4 sur 5'. */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const full = Math.round(rating);
  return (
    <span className={classes.stars} role="img" aria-label={label ?? `Note : ${full} sur 5`}>
      {'★'.repeat(full)}
      <span className={classes.empty}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
