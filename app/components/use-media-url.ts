import { useRouteLoaderData } from 'react-router';
import { mediaSrcSet, mediaUrl } from '#common/media-url.ts';
import type { RootLoader } from '../root-data.ts';

/**
 * Turns a stored image's address (`/uploads/…`) into the one to fetch it from: this server,
 * the object store or its CDN, as the root loader says (decision 035).
 */
export function useMediaUrl() {
  const base = useRouteLoaderData<RootLoader>('root')?.mediaBaseUrl ?? '/uploads';
  return {
    src: <T extends string | null | undefined>(url: T): T =>
      (typeof url === 'string' ? mediaUrl(url, base) : url) as T,
    srcSet: (srcSet: string | undefined) => mediaSrcSet(srcSet, base),
  };
}
