import { createHash, createHmac } from 'node:crypto';

// The secret link that lets a buyer (a guest above all) follow a checkout's orders. The token is
// derived from the checkout's reference with a key of its own, so a retried checkout gets the
// same link back, and only its SHA-256 is stored: the database alone cannot rebuild a link.

export function createTrackingLinks(key: Buffer, publicUrl: string) {
  const token = (reference: string) =>
    createHmac('sha256', key).update(reference).digest('base64url');
  return {
    token,
    hash: (trackingToken: string) => createHash('sha256').update(trackingToken).digest('hex'),
    /** The page's path on this site, e.g. /suivi-commande/{token}. */
    path: (reference: string) => `/suivi-commande/${token(reference)}`,
    /** The full address, for e-mails. */
    url: (reference: string) => `${publicUrl}/suivi-commande/${token(reference)}`,
  };
}

export type TrackingLinks = ReturnType<typeof createTrackingLinks>;
