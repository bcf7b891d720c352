/**
 * The absolute URL of a page or file of the site, on its configured address (PUBLIC_URL, from
 * the load context). Never built from the request: its Host and X-Forwarded-Host headers are
 * the client's to choose, and canonical links, link previews and the sitemap would follow them.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  // A site path is appended, so that a PUBLIC_URL with a path prefix keeps it.
  if (path.startsWith('/') && !path.startsWith('//')) return `${publicUrl}${path}`;
  return new URL(path, `${publicUrl}/`).href;
}
