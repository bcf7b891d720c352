import type { Sharp } from 'sharp';
import {
  imageVariantUrl,
  PRODUCT_IMAGE_VARIANT_WIDTHS,
  PRODUCT_IMAGE_WIDTH,
} from '../../common/images.ts';

/** Every width a product image is stored at, the full size first. */
export const PRODUCT_IMAGE_FILE_WIDTHS = [PRODUCT_IMAGE_WIDTH, ...PRODUCT_IMAGE_VARIANT_WIDTHS];

/** Where the copy of `file` (the full-size path) at `width` px goes. */
export function productImageFile(file: string, width: number): string {
  return width === PRODUCT_IMAGE_WIDTH ? file : imageVariantUrl(file, width);
}

/**
 * Writes a product image as WebP at `file` and its smaller variants beside it
 * (docs/decisions/005-image-variants.md). `render` gives the pipeline sized for one width; the
 * seed and the upload endpoint size differently, the files follow one convention.
 */
export async function writeProductImageFiles(
  file: string,
  render: (width: number) => Sharp,
): Promise<void> {
  for (const width of PRODUCT_IMAGE_FILE_WIDTHS) {
    await render(width).webp({ quality: 78 }).toFile(productImageFile(file, width));
  }
}
