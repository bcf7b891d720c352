import { Link } from 'react-router';
import { boutiquePath } from '../../../common/boutiques.ts';
import type { ProductCardEntry } from '../../../common/catalogue.ts';
import { BOUTIQUE_LOGO, imageVariantUrl } from '../../../common/images.ts';
import { formatFcfa } from '../../../common/money.ts';
import { CardAddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';
import type { ImageLoading } from '../../components/image-loading.ts';
import { SpriteIcon } from '../../components/icon-sprite.tsx';
import classes from './product-card.module.css';

export function productPath(id: number): string {
  return `/product-details/${id}`;
}

interface ProductCardProps {
  entry: ProductCardEntry;
  imageLoading?: ImageLoading;
  /** Width the card is shown at, for the image's srcset choice. */
  imageSizes: string;
  /** The price in the shop's currency ('≈ 19,06 €'), on the shop's own page. */
  equivalent?: string;
}

/** Mantine's focus ring on the card's links, as on its other controls. */
const FOCUS_RING = 'mantine-focus-auto';

export function ProductCard({
  entry,
  imageLoading = 'lazy',
  imageSizes,
  equivalent,
}: ProductCardProps) {
  const { product } = entry;
  const soldOut = entry.stockDisponible <= 0;
  const path = productPath(entry.id);
  return (
    <article className={classes.card} data-testid="product-card">
      {/* The photo and its eye badge are one link; the name below leads to the same page. */}
      <Link
        to={path}
        className={`${classes.photo} ${FOCUS_RING}`}
        aria-label={`Voir le détail de ${product.name}`}
      >
        <ProductImage
          url={product.produitimage[0]?.url}
          alt=""
          sizes={imageSizes}
          loading={imageLoading}
        />
        <span className={classes.details}>
          <SpriteIcon name="oeil" size={18} />
        </span>
      </Link>
      <Link to={path} className={`${classes.name} ${FOCUS_RING}`}>
        <h3>{product.name}</h3>
      </Link>
      <Link to={boutiquePath(entry.boutique.id)} className={`${classes.shop} ${FOCUS_RING}`}>
        {entry.boutique.logoUrl && (
          // The logo's smallest copy (48 px), for a 20-px mark: a few hundred bytes, lazy.
          <img
            src={imageVariantUrl(entry.boutique.logoUrl, BOUTIQUE_LOGO.variants[0])}
            alt=""
            width={20}
            height={20}
            loading="lazy"
            decoding="async"
            className={classes.shopLogo}
          />
        )}
        <span>{entry.boutique.name}</span>
      </Link>
      {/* The star comes from the stylesheet: a few bytes per card, no icon copied per card. */}
      {entry.ratingText && <p className={classes.rating}>{entry.ratingText}</p>}
      {soldOut ? (
        <span className={classes.soldOut}>Rupture de stock</span>
      ) : (
        <p className={classes.price}>
          {formatFcfa(entry.price)}
          {equivalent && <span className={classes.equivalent}>{equivalent}</span>}
        </p>
      )}
      <div className={classes.add}>
        <CardAddToCartButton
          entry={entry}
          className={classes.addButton}
          label={`Ajouter ${product.name} au panier`}
        />
      </div>
    </article>
  );
}
