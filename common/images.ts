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
  /** What the full size's name ends with before `.webp`, where the name tells these sizes. */
  nameMark?: string;
}

/**
 * Product images stored before issue 45 (and the demo's): 480 px at most. The product page
 * showed them enlarged on a phone's dense screen, blurred.
 */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_VARIANT_WIDTHS = [240, 360] as const;
export const PRODUCT_IMAGE: ImageSizes = {
  width: PRODUCT_IMAGE_WIDTH,
  variants: PRODUCT_IMAGE_VARIANT_WIDTHS,
};

/**
 * A seller's product photo as stored now: up to 1600 px wide, with a sharp copy for each shown
 * size (a 176-px card to the product page's 460 px, on screens of 1× to 3×). Its name says so
 * (`<id>.w1600.webp`), so that older images keep their own, smaller set.
 */
export const PRODUCT_PHOTO = {
  width: 1600,
  variants: [240, 360, 480, 800, 1200] as const,
  nameMark: '.w1600',
} satisfies ImageSizes;

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

/** The sizes a stored product image was kept at, told by its name. */
export const productImageSizes = (url: string): ImageSizes =>
  url.endsWith(`${PRODUCT_PHOTO.nameMark}.webp`) ? PRODUCT_PHOTO : PRODUCT_IMAGE;

/** `srcset` for a stored product image; undefined for an image we did not produce. */
export const productImageSrcSet = (url: string) => storedImageSrcSet(url, productImageSizes(url));
