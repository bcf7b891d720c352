import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  IDEMPOTENCY_HEADER,
  ORDER_SENT_MESSAGE,
  PRICE_CHANGED_CODE,
  type CheckoutRequest,
  type CheckoutResult,
} from '../../../common/orders.ts';
import { requestJson } from '../api-client.ts';
import { writeCart } from '../cart/cart-store.ts';
import { clearSession, useSession } from '../session/session-store.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';

// Sends a checkout to POST /api/commandes. The same cart and form sent again (double click, a
// retry after the network dropped the answer) carry the same idempotency key, so the server
// creates one set of orders; a change of cart or form, or a success, starts a new key.
// Kept in the module, not the component, so a retry after leaving and reopening the page counts.
// A checkout refused because prices changed is not an error: the cart is refreshed, the change
// explained, and the next tap sends the new prices (a new cart, so a new key).

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
  /** The server's explanation after a refusal because prices changed since the buyer saw them. */
  pricesChanged: string | null;
}

export function usePlaceOrder({
  onPricesChanged,
}: {
  /** Brings the cart up to date with the server's prices; the button waits for it. */
  onPricesChanged: () => Promise<void>;
}): PlaceOrder {
  const session = useSession();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pricesChanged, setPricesChanged] = useState<string | null>(null);

  async function place(request: CheckoutRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    setPricesChanged(null);
    // Signed in, the account is the buyer (the request then carries no guest: use-order-form.ts).
    const token = session?.token;
    const key = keyFor(JSON.stringify([token ?? null, request]));
    const result = await requestJson<CheckoutResult>('/api/commandes', {
      body: request,
      token,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    if (!result.ok) {
      if (result.code === PRICE_CHANGED_CODE) {
        // The button comes back once the cart has the new prices: the next tap sends them.
        await onPricesChanged();
        setPricesChanged(result.message);
      } else if (token && result.status === 401) {
        toastFailure('Session terminée', result.message);
        clearSession();
        void navigate('/');
      } else {
        setError(result.message);
      }
      inFlight.current = false;
      setSending(false);
      return;
    }
    lastAttempt = null;
    toastSuccess(ORDER_SENT_MESSAGE);
    try {
      await navigate(result.body.paymentUrl ?? result.body.trackingUrl);
    } finally {
      // Only now that the server has the orders: the cart is emptied.
      writeCart([]);
    }
  }

  return { place, sending, error, pricesChanged };
}
