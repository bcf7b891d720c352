import { useRouteLoaderData } from 'react-router';
import type { RootLoader, SignedInAccount } from '../../root-data.ts';

/**
 * The account the session cookie signs in, as the server read it for this page (the root
 * loader, again after every login, registration and logout); null for visitors.
 */
export function useSignedInAccount(): SignedInAccount | null {
  return useRouteLoaderData<RootLoader>('root')?.account ?? null;
}
