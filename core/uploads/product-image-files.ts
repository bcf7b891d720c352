import sharp, { type Sharp } from 'sharp';
import { imageVariantUrl, PRODUCT_IMAGE, type ImageSizes } from '#common/images.ts';
import type { MediaStorage } from '#modules/storage/media-storage.ts';

/** Every width an image of `sizes` is stored at, the full size first. */
export const imageFileWidths = (sizes: ImageSizes) => [sizes.width, ...sizes.variants];

/** Where the copy of `key` (the full size's) at `width` px goes. */
export function storedImageKey(key: string, width: number, sizes: ImageSizes): string {
  return width === sizes.width ? key : imageVariantUrl(key, width);
}

/** Where the AVIF twin of a WebP file goes (served in its place: server/image-negotiation.ts). */
export const avifTwin = (webpFile: string) => webpFile.replace(/\.webp$/, '.avif');

/**
 * Stores an image as WebP under `key` and its smaller variants beside it, each with an AVIF twin
 * when that is smaller (docs/decisions/005-image-variants.md). `render` gives the pipeline sized
 * for one width; the seed and the upload endpoint size differently, the files follow one
 * convention. Products by default; boutique logos and banners pass their sizes.
 */
export async function writeProductImageFiles(
  storage: MediaStorage,
  key: string,
  render: (width: number) => Sharp,
  sizes: ImageSizes = PRODUCT_IMAGE,
): Promise<void> {
  await Promise.all(
    imageFileWidths(sizes).map(async (width) => {
      const target = storedImageKey(key, width, sizes);
      // Rendered once (the seed draws SVG), then encoded twice.
      const { data, info } = await render(width).raw().toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: info });
      const [webp, avif] = await Promise.all([
        pixels().webp({ quality: 78 }).toBuffer(),
        pixels().avif(AVIF_OPTIONS).toBuffer(),
      ]);
      await storage.write(target, webp);
      if (avif.length < webp.length) await storage.write(avifTwin(target), avif);
    }),
  );
}

/** Quality 50 looks like WebP at 78 for a third fewer bytes; effort 1 is as small as 2, 3× faster. */
export const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;
