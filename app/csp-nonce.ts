import { createContext, useContext } from 'react';

// The Content-Security-Policy nonce of the page being rendered, handed by entry.server.tsx to
// the root layout for the inline scripts React Router does not render itself (Mantine's colour
// scheme script). Kept out of loader data, so it never reaches a cached or client payload.

export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce on the server; undefined in the browser, which adds no inline script. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
