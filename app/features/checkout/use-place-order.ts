import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  IDEMPOTENCY_HEADER,
  ORDER_SENT_MESSAGE,
  type CheckoutRequest,
  type CheckoutResult,
} from '../../../common/orders.ts';
import { requestJson } from '../api-client.ts';
import { writeCart } from '../cart/cart-store.ts';
import { clearSession, useSession } from '../session/session-store.ts';

// Sends a checkout to POST /api/commandes. The same cart and form sent again (double click, a
// retry after the network dropped the answer) carry the same idempotency key, so the server
// creates one set of orders; a change of cart or form, or a success, starts a new key.
// Kept in the module, not the component, so a retry after leaving and reopening the page counts.

let lastAttempt: { fingerprint: string; key: string } | null = null;

function newKey(): string {
  // randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function keyFor(fingerprint: string): string {
  if (lastAttempt?.fingerprint !== fingerprint) lastAttempt = { fingerprint, key: newKey() };
  return lastAttempt.key;
}

export interface PlaceOrder {
  /** Sends the checkout; does nothing while one is already on its way. */
  place: (request: CheckoutRequest) => Promise<void>;
  sending: boolean;
  /** The server's French message after a failure, shown under ORDER_FAILED_MESSAGE. */
  error: string | null;
}

export function usePlaceOrder(): PlaceOrder {
  const session = useSession();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function place(request: CheckoutRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    // Signed in, the account is the buyer (the request then carries no guest: use-order-form.ts).
    const token = session?.token;
    const key = keyFor(JSON.stringify([token ?? null, request]));
    const result = await requestJson<CheckoutResult>('/api/commandes', {
      body: request,
      token,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    if (!result.ok) {
      inFlight.current = false;
      setSending(false);
      if (token && result.status === 401) {
        notifications.show({ color: 'red', message: result.message });
        clearSession();
        void navigate('/');
        return;
      }
      setError(result.message);
      return;
    }
    lastAttempt = null;
    notifications.show({ color: 'green', message: ORDER_SENT_MESSAGE });
    try {
      await navigate(result.body.paymentUrl ?? result.body.trackingUrl);
    } finally {
      // Only now that the server has the orders: the cart is emptied.
      writeCart([]);
    }
  }

  return { place, sending, error };
}
