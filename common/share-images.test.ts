import { describe, expect, it } from 'vitest';
import { boutiqueShareSource, shareImagePath, shareImageVersion } from './share-images.ts';

describe('link preview addresses', () => {
  it('change with the photo, and only with it', () => {
    const photo = '/uploads/products/3f2a.webp';
    expect(shareImageVersion(photo)).toBe(shareImageVersion(photo));
    expect(shareImageVersion(photo)).not.toBe(shareImageVersion('/uploads/products/3f2b.webp'));
    expect(shareImagePath('produit', 46, photo)).toBe(
      `/og/produit/46.jpg?v=${shareImageVersion(photo)}`,
    );
  });

  it('make a boutique’s from its banner, else its logo, else its first product’s photo', () => {
    const photo = '/uploads/demo/karite.webp';
    const banner = '/uploads/products/banniere.webp';
    const logo = '/uploads/products/logo.webp';
    expect(boutiqueShareSource({ bannerUrl: banner, logoUrl: logo }, photo)).toBe(banner);
    expect(boutiqueShareSource({ bannerUrl: null, logoUrl: logo }, photo)).toBe(logo);
    expect(boutiqueShareSource({ bannerUrl: null, logoUrl: null }, photo)).toBe(photo);
    expect(boutiqueShareSource({ bannerUrl: null, logoUrl: null }, undefined)).toBeUndefined();
  });
});
