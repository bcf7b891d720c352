import { useRouteLoaderData } from 'react-router';
import type { RootLoader } from '../root-data.ts';

/** The configurable brand (BRAND_NAME), as the root loader provides it. */
export function useBrandName(): string {
  return useRouteLoaderData<RootLoader>('root')?.brandName ?? 'Baobab';
}
