import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

/** The configurable brand (BRAND_NAME), as the root loader provides it. */
export function useBrandName(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.brandName ?? 'Baobab';
}
