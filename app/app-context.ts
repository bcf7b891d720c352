import { createContext } from 'react-router';
import type { ShopContact } from '../common/shop-info.ts';
import type { Services } from '../core/services.ts';

// What the Fastify server hands to every loader and action: the domain services, called
// in-process (never the REST API over HTTP). The server and the SSR build must share this
// module instance, so it is imported as "#app-context" and kept external in the build.

export interface AppContext {
  services: Services;
  brandName: string;
  /**
   * The site's configured address (PUBLIC_URL, no trailing slash): every absolute URL a page
   * shows (canonical, Open Graph, sitemap) starts with it, never with the request's Host.
   */
  publicUrl: string;
  /** This request's Content-Security-Policy nonce, for the inline scripts of its HTML. */
  cspNonce: string;
  /** The team's e-mail, phone and social pages as configured (CONTACT_*, SOCIAL_*_URL). */
  shopContact: ShopContact;
}

export const appContext = createContext<AppContext>();
