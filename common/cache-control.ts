// An answer meant for one person must be kept by nobody: neither a shared cache (an operator's
// proxy, a CDN) that would hand it to the next visitor, nor a shared phone's disk.
export const PRIVATE_NO_STORE = 'private, no-store';
