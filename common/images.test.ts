import { describe, expect, it } from 'vitest';
import { imageVariantUrl, productImageSrcSet } from './images.ts';

describe('product image variants', () => {
  it('names the smaller widths after the full image', () => {
    expect(imageVariantUrl('/uploads/demo/karite.webp', 240)).toBe('/uploads/demo/karite-240.webp');
    expect(productImageSrcSet('/uploads/demo/karite.webp')).toBe(
      '/uploads/demo/karite-240.webp 240w, /uploads/demo/karite-360.webp 360w, /uploads/demo/karite.webp 480w',
    );
  });

  it('offers the sharp copies of a photo stored since issue 45, up to 1600 px', () => {
    expect(productImageSrcSet('/uploads/products/f00d.w1600.webp')).toBe(
      [240, 360, 480, 800, 1200]
        .map((width) => `/uploads/products/f00d.w1600-${width}.webp ${width}w`)
        .concat('/uploads/products/f00d.w1600.webp 1600w')
        .join(', '),
    );
    // Older uploads keep the set they were stored with.
    expect(productImageSrcSet('/uploads/products/beef.webp')).toBe(
      '/uploads/products/beef-240.webp 240w, /uploads/products/beef-360.webp 360w, /uploads/products/beef.webp 480w',
    );
  });

  it('offers no srcset for images we did not produce', () => {
    expect(productImageSrcSet('https://example.org/photo.jpg')).toBeUndefined();
    expect(productImageSrcSet('/uploads/legacy.png')).toBeUndefined();
  });
});
