/**
 * Images we store (under /uploads/) exist in the full size and in smaller widths named
 * `<name>-<width>.webp`, for `srcset` (docs/decisions/005-image-variants.md).
 */
export interface ImageSizes {
  /** The full size's width, px. */
  width: number;
  /** Height over width; undefined: the image keeps its own proportions. */
  ratio?: number;
  /** The smaller copies' widths, smallest first. */
  variants: readonly number[];
}

export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_VARIANT_WIDTHS = [240, 360] as const;
export const PRODUCT_IMAGE: ImageSizes = {
  width: PRODUCT_IMAGE_WIDTH,
  variants: PRODUCT_IMAGE_VARIANT_WIDTHS,
};

/** A boutique's logo: square, small; 48 px is the product card's, 96 the product page's. */
export const BOUTIQUE_LOGO = {
  width: 240,
  ratio: 1,
  variants: [48, 96] as const,
} satisfies ImageSizes;
/** A boutique's banner: wide (3:1), across its page. */
export const BOUTIQUE_BANNER = {
  width: 1200,
  ratio: 1 / 3,
  variants: [480, 800] as const,
} satisfies ImageSizes;

/** A buyer's photo: square; 48 px in the dashboard's side profile, 96 on the settings card. */
export const ACCOUNT_PHOTO = {
  width: 192,
  ratio: 1,
  variants: [48, 96] as const,
} satisfies ImageSizes;

export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/** `srcset` for an image we stored at `sizes`; undefined for an image we did not produce. */
export function storedImageSrcSet(url: string, sizes: ImageSizes): string | undefined {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return undefined;
  const variants = sizes.variants.map((width) => `${imageVariantUrl(url, width)} ${width}w`);
  return [...variants, `${url} ${sizes.width}w`].join(', ');
}

/** `srcset` for a stored product image; undefined for an image we did not produce. */
export const productImageSrcSet = (url: string) => storedImageSrcSet(url, PRODUCT_IMAGE);
