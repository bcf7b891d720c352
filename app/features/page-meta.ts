import type { MetaDescriptor } from 'react-router';
import { SHARE_IMAGE, SITE_SHARE_IMAGE_PATH } from '#common/share-images.ts';
import { absoluteUrl } from './public-url.ts';

/**
 * A link preview: an absolute URL (WhatsApp, Facebook, X ignore relative ones) with its type
 * and size, which let them show it large at once instead of fetching it first.
 */
export interface PageImage {
  url: string;
  alt: string;
  type: string;
  width: number;
  height: number;
}

export interface PageMeta {
  title: string;
  description: string;
  brandName: string;
  type?: 'website' | 'article' | 'product';
  /** Absolute URL of the page, for the canonical link and og:url. */
  url?: string;
  image?: PageImage;
  noindex?: boolean;
}

/** A French page's title, description, and Open Graph and Twitter tags for link previews. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const { title, description, image, url } = page;
  return [
    { title },
    { name: 'description', content: description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: page.brandName },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:type', content: image.type },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    // X reads the title, description and image from Open Graph when it has no twitter:* of its
    // own: only the card's layout is X's, the rest would repeat 0.6 KB on every page.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/**
 * One of our 1200 × 630 JPEG previews (common/share-images.ts) on the site's address: the
 * site's own by default, a product's or a boutique's from `shareImagePath`.
 */
export function shareImage(
  publicUrl: string,
  alt: string,
  path = SITE_SHARE_IMAGE_PATH,
): PageImage {
  return { url: absoluteUrl(publicUrl, path), alt, ...SHARE_IMAGE };
}
