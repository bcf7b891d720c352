import { appContext } from '#app-context';
import { boutiquePath } from '#common/boutiques.ts';
import { recipePath } from '#common/recipes.ts';
import { guidePath, HELP_GUIDES } from '../features/help-centre/guides.ts';
import { absoluteUrl } from '../features/public-url.ts';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = [
  '/',
  '/products',
  '/astuces-recettes',
  '/contact',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/conditions-d-utilisation',
  '/politique-de-contenu',
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Every public page, for search engines: the static pages and the help guides, each product on
 * sale, the page of each boutique with something on sale, each article, each published recipe.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl } = context.get(appContext);
  const loc = (path: string) => absoluteUrl(publicUrl, path);
  const [{ items }, articles, recipes] = await Promise.all([
    services.catalogue.listProducts(),
    services.blog.listArticles(),
    services.recipes.listAllPublished(),
  ]);
  const urls = [
    ...STATIC_PATHS.map((path) => ({ loc: loc(path) })),
    ...HELP_GUIDES.map((guide) => ({ loc: loc(guidePath(guide)) })),
    ...items.map((entry) => ({
      loc: loc(`/product-details/${entry.id}`),
      lastmod: entry.dateAjout.slice(0, 10),
    })),
    ...[...new Set(items.map((entry) => entry.boutique.id))].map((id) => ({
      loc: loc(boutiquePath(id)),
    })),
    ...articles.map((article) => ({
      loc: loc(`/article/${article.id}`),
      lastmod: article.publishedAt.slice(0, 10),
    })),
    ...recipes.map((recipe) => ({
      loc: loc(recipePath(recipe.id)),
      lastmod: recipe.publishedAt.slice(0, 10),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `  <url><loc>${escapeXml(url.loc)}</loc>${'lastmod' in url ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
