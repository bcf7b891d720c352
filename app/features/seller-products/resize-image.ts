import { fitWithin, JPEG_QUALITY } from './image-size.ts';

export const UNREADABLE_IMAGE =
  'Cette photo n’a pas pu être lue. Choisissez une image JPEG, PNG ou WebP.';

/**
 * A chosen photo made lighter for slow, costly mobile data: at most MAX_IMAGE_SIDE a side, JPEG.
 * createImageBitmap applies the EXIF orientation, so a phone's portrait photo stays upright.
 * Transparent areas (PNG) become white rather than JPEG's black.
 */
export async function resizeForUpload(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D indisponible');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Encodage JPEG impossible'))),
        'image/jpeg',
        JPEG_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
}
