import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './public-url.ts';

describe('absoluteUrl', () => {
  it('puts a site path on the configured address', () => {
    expect(absoluteUrl('https://baobab.example', '/product-details/46')).toBe(
      'https://baobab.example/product-details/46',
    );
    expect(absoluteUrl('https://baobab.example/boutique-en-ligne', '/sitemap.xml')).toBe(
      'https://baobab.example/boutique-en-ligne/sitemap.xml',
    );
  });

  it('leaves an address that is already absolute as it is', () => {
    expect(absoluteUrl('https://baobab.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});
