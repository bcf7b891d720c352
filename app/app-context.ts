import { createContext } from 'react-router';
import type { Services } from '../core/services.ts';

// What the Fastify server hands to every loader and action: the domain services, called
// in-process (never the REST API over HTTP). The server and the SSR build must share this
// module instance, so it is imported as "#app-context" and kept external in the build.

export interface AppContext {
  services: Services;
  brandName: string;
}

export const appContext = createContext<AppContext>();
