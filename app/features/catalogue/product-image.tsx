import classes from './product-image.module.css';
import {
  imageVariantUrl,
  PRODUCT_IMAGE_VARIANT_WIDTHS,
  productImageSrcSet,
  PRODUCT_IMAGE_WIDTH,
} from '#common/images.ts';
import { useSaveData } from '../use-save-data.ts';
import { imageLoadingProps, type ImageLoading } from '../../components/image-loading.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  /** CSS width the image is shown at, for the browser's choice in srcset. */
  sizes: string;
  loading?: ImageLoading;
}

/**
 * A square product image: sized (no layout shift), responsive, lazy unless above the fold. A
 * browser saving data gets the smallest variant only, whatever its screen.
 */
export function ProductImage({ url, alt, sizes, loading = 'lazy' }: ProductImageProps) {
  const saveData = useSaveData();
  const media = useMediaUrl();
  if (!url) {
    // No photo: a named placeholder, or a decorative one where the card's name says it all
    // (an image role with an empty name is an accessibility error).
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <div {...named} className={`${classes.image} ${classes.missing}`} />;
  }
  const srcSet = productImageSrcSet(url);
  const smallest = srcSet ? imageVariantUrl(url, PRODUCT_IMAGE_VARIANT_WIDTHS[0]) : url;
  return (
    <img
      src={media.src(saveData ? smallest : url)}
      srcSet={saveData ? undefined : media.srcSet(srcSet)}
      sizes={saveData || !srcSet ? undefined : sizes}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_WIDTH}
      {...imageLoadingProps(loading)}
      decoding="async"
      className={classes.image}
    />
  );
}
