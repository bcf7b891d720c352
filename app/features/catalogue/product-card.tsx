import { Link } from 'react-router';
import { boutiquePath } from '#common/boutiques.ts';
import type { ProductCardEntry } from '#common/catalogue.ts';
import { BOUTIQUE_LOGO, imageVariantUrl } from '#common/images.ts';
import { formatFcfa } from '#common/money.ts';
import { CardAddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';
import type { ImageLoading } from '../../components/image-loading.ts';
import classes from './product-card.module.css';
import { useMediaUrl } from '../../components/use-media-url.ts';
import { ofName } from '#common/french-elision.ts';

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
  /** False on the team's preview of a shop buyers do not see: nothing to add to a cart. */
  onSale?: boolean;
}

// The card's links carry no `data-discover` (`discover="none"`): every route is known from the
// first page (routeDiscovery 'initial'), and 36 cards repeated it over a hundred times.
export function ProductCard({
  entry,
  imageLoading = 'lazy',
  imageSizes,
  equivalent,
  onSale = true,
}: ProductCardProps) {
  const media = useMediaUrl();
  const { product } = entry;
  const soldOut = entry.stockDisponible <= 0;
  const path = productPath(entry.id);
  return (
    <article className={classes.card} data-testid="product-card">
      {/* The photo and its eye badge are one link; the name below leads to the same page. */}
      <Link
        to={path}
        discover="none"
        className={classes.photo}
        aria-label={`Voir le détail ${ofName(product.name)}`}
      >
        <ProductImage
          url={product.produitimage[0]?.url}
          alt=""
          sizes={imageSizes}
          loading={imageLoading}
        />
        <span className={classes.details} />
      </Link>
      <Link to={path} discover="none" className={classes.name}>
        <h3>{product.name}</h3>
      </Link>
      <Link to={boutiquePath(entry.boutique.id)} discover="none" className={classes.shop}>
        {entry.boutique.logoUrl && (
          // The logo's smallest copy (48 px), for a 20-px mark: a few hundred bytes, lazy.
          <img
            src={media.src(imageVariantUrl(entry.boutique.logoUrl, BOUTIQUE_LOGO.variants[0]))}
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
      {onSale && (
        <div className={classes.add}>
          <CardAddToCartButton
            entry={entry}
            className={classes.addButton}
            label={`Ajouter ${product.name} au panier`}
          />
        </div>
      )}
    </article>
  );
}
