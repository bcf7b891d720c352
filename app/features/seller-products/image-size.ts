// A photo is resized in the browser before its upload, proportions kept, re-encoded as JPEG:
// a phone's 4000 × 3000 photo (4–8 MB) becomes a 1600 × 1200 one of a few hundred KB, as large
// as the largest copy the server keeps (PRODUCT_PHOTO), so nothing shown is blurred. The spec's
// 300 px made every product page enlarge a thumbnail (issue 45 §4.4).

export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export interface ImageSize {
  width: number;
  height: number;
}

/** The size to draw an image at: fits in `maxSide` × `maxSide`, never enlarged, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide = MAX_IMAGE_SIDE): ImageSize {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`Dimensions d’image invalides : ${width} × ${height}`);
  }
  const scale = Math.min(1, maxSide / width, maxSide / height);
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}
