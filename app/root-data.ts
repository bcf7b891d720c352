import type { DisplayPreferences } from '#common/display-preferences.ts';
import type { ShopContact } from '#common/shop-info.ts';

/** Who the session cookie signs in, as much as the site's top bar needs (its dashboard's path). */
export interface SignedInAccount {
  typeCompte: string;
  tenantId: number;
  userId: number;
}

/**
 * What the root loader (app/root.tsx) gives every page. Features read it by this type, never by
 * importing the root route itself.
 */
export interface RootData {
  brandName: string;
  shopContact: ShopContact;
  /** The browser asked for less data (`Save-Data: on`): smaller images, no clip. */
  saveData: boolean;
  /** The theme and alerts of the signed-in account's preferences (dark for visitors). */
  display: DisplayPreferences;
  /** Where stored images are fetched from (`/uploads`, the bucket or its CDN): use-media-url.ts. */
  mediaBaseUrl: string;
  /**
   * The account of the request's valid session cookie; null for visitors (every page kept for
   * them) and for a cookie the server refuses. The site's one source for « signed in or not ».
   */
  account: SignedInAccount | null;
}

/** The root route's loader, as React Router's typed matches name it. */
export type RootLoader = () => RootData;

/** A route's `handle`. `ownChrome`: it draws its own top bar and footer (the dashboards). */
export interface PageHandle {
  ownChrome?: boolean;
}

export const OWN_CHROME: PageHandle = { ownChrome: true };

/** Whether the page is a dashboard: one of its routes' handles says it draws its own chrome. */
export function drawsOwnChrome(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.ownChrome === true);
}
