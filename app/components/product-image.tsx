import classes from './product-image.module.css';
import { productImageSrcSet, PRODUCT_IMAGE_WIDTH } from '../../common/images.ts';
import { imageLoadingProps, type ImageLoading } from './image-loading.ts';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  /** CSS width the image is shown at, for the browser's choice in srcset. */
  sizes: string;
  loading?: ImageLoading;
}

/** A square product image: sized (no layout shift), responsive, lazy unless above the fold. */
export function ProductImage({ url, alt, sizes, loading = 'lazy' }: ProductImageProps) {
  if (!url) {
    return <div role="img" aria-label={alt} className={`${classes.image} ${classes.missing}`} />;
  }
  return (
    <img
      src={url}
      srcSet={productImageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_WIDTH}
      {...imageLoadingProps(loading)}
      decoding="async"
      className={classes.image}
    />
  );
}
