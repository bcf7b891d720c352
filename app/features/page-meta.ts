import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  brandName: string;
  type?: 'website' | 'article' | 'product';
  /** Absolute URL of the page, for the canonical link and og:url. */
  url?: string;
  /** Absolute image URL: link previews (WhatsApp, Facebook, X) ignore relative ones. */
  image?: { url: string; alt: string };
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
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image.url }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
