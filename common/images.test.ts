import { describe, expect, it } from 'vitest';
import { imageVariantUrl, productImageSrcSet } from './images.ts';

describe('product image variants', () => {
  it('names the smaller widths after the full image', () => {
    expect(imageVariantUrl('/uploads/demo/karite.webp', 240)).toBe('/uploads/demo/karite-240.webp');
    expect(productImageSrcSet('/uploads/demo/karite.webp')).toBe(
      '/uploads/demo/karite-240.webp 240w, /uploads/demo/karite-360.webp 360w, /uploads/demo/karite.webp 480w',
    );
  });

  it('offers no srcset for images we did not produce', () => {
    expect(productImageSrcSet('https://example.org/photo.jpg')).toBeUndefined();
    expect(productImageSrcSet('/uploads/legacy.png')).toBeUndefined();
  });
});
