// The spec's product photo rule (sections 5 and 9): resized in the browser so neither side
// exceeds 300 px, proportions kept, re-encoded as JPEG at 0.8 quality before the upload.

export const MAX_IMAGE_SIDE = 300;
export const JPEG_QUALITY = 0.8;

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
