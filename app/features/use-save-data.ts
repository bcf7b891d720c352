import { useRouteLoaderData } from 'react-router';
import type { RootLoader } from '../root-data.ts';

/** The browser asked for less data (`Save-Data: on`, a phone's data saver), per the root loader. */
export function useSaveData(): boolean {
  return useRouteLoaderData<RootLoader>('root')?.saveData ?? false;
}
