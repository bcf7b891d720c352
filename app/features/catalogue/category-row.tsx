import { Link } from 'react-router';
import type { CategoryGroup } from '#common/catalogue.ts';
import classes from './category-row.module.css';
import { ProductCard } from './product-card.tsx';

/** The cards' width (category-row.module.css), for the photos' srcset choice. */
const CARD_SIZES = '176px';

/**
 * One category of the home page: a horizontally scrolling row of its newest product cards,
 * ending on a tile to the whole category. The rows sit below the banner on every screen, so
 * their images load lazily. Plain elements: nine rows repeat whatever markup they carry.
 */
export function CategoryRow({ group, index }: { group: CategoryGroup; index: number }) {
  const headingId = `categorie-${index}`;
  const categoryId = group.products[0]?.product.categorie.id;
  const categoryPath = categoryId === undefined ? undefined : `/products?categorie=${categoryId}`;
  return (
    <section aria-labelledby={headingId} className={classes.row} data-testid="category-row">
      <div className={classes.header}>
        <h3 id={headingId} className={classes.name}>
          {group.name}
        </h3>
        {categoryPath && (
          <Link
            to={categoryPath}
            className={`${classes.all} mantine-focus-auto`}
            aria-label={`Tout voir : ${group.name}`}
          >
            Tout voir
          </Link>
        )}
      </div>
      <ul aria-label={`Produits : ${group.name}`} tabIndex={0} className={classes.cards}>
        {group.products.map((entry) => (
          <li key={entry.id}>
            <ProductCard entry={entry} imageSizes={CARD_SIZES} />
          </li>
        ))}
        {categoryPath && (
          <li aria-hidden="true">
            <Link to={categoryPath} className={`${classes.more} mantine-focus-auto`} tabIndex={-1}>
              Tout voir
              <span>{group.name}</span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
