/**
 * Images we store (under /uploads/) exist in the full size and in smaller widths named
 * `<name>-<width>.webp`, for `srcset` (docs/decisions/005-image-variants.md).
 */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_VARIANT_WIDTHS = [240, 360] as const;

export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/** `srcset` for a stored product image; undefined for an image we did not produce. */
export function productImageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return undefined;
  const variants = PRODUCT_IMAGE_VARIANT_WIDTHS.map(
    (width) => `${imageVariantUrl(url, width)} ${width}w`,
  );
  return [...variants, `${url} ${PRODUCT_IMAGE_WIDTH}w`].join(', ');
}
