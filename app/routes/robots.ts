import { appContext } from '#app-context';
import { absoluteUrl } from '../features/public-url.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(appContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
