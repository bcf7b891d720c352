import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRICE_CHANGED_CODE, type CheckoutRequest } from '#common/orders.ts';
import type { checkoutOperations } from '#modules/orders/checkout.operations.ts';
import { writeCart } from '../cart/cart-store.ts';
import type { OperationDone } from '../operation-form.ts';
import { clearSession } from '../session/session-store.ts';
import { toastFailure, toastSuccess } from '../toasts.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';

// Sends a checkout to the page's route action, the operation of POST /api/commandes (decision
// 059): the session cookie says who buys, or nobody for a guest. The same cart and form sent
// again (double click, a retry after the network dropped the answer) carry the same idempotency
// key, so the server creates one set of orders; a change of cart or form, or a success, starts a
// new key. Kept in the module, not the component, so a retry after leaving and reopening the
// page counts. A checkout refused because prices changed is not an error: the cart is
// refreshed, the change explained, and the next tap sends the new prices (a new cart, a new key).

type PlaceOrderOperation = typeof checkoutOperations.place;

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
  place: (request: CheckoutRequest) => void;
  sending: boolean;
  /** The server's French message after a failure, shown under ORDER_FAILED_MESSAGE. */
  error: string | null;
  /** The server's explanation after a refusal because prices changed since the buyer saw them. */
  pricesChanged: string | null;
  /** The last refusal's French message of each field, by its path in the order (`delivery.phone`). */
  fields: Record<string, string>;
}

export function usePlaceOrder({
  onPricesChanged,
}: {
  /** Brings the cart up to date with the server's prices; the button waits for it. */
  onPricesChanged: () => Promise<void>;
}): PlaceOrder {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pricesChanged, setPricesChanged] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const stopped = () => {
    inFlight.current = false;
    setSending(false);
  };

  const checkout = useActionFetcher('Commande impossible', {
    silent: true,
    async onDone(outcome) {
      const { output, message } = outcome as OperationDone<PlaceOrderOperation>;
      lastAttempt = null;
      toastSuccess(message);
      try {
        await navigate(output.paymentUrl ?? output.trackingUrl);
      } finally {
        // Only now that the server has the orders: the cart is emptied.
        writeCart([]);
      }
    },
    async onRefused(failure) {
      if (failure.code === PRICE_CHANGED_CODE) {
        // The button comes back once the cart has the new prices: the next tap sends them.
        await onPricesChanged();
        setPricesChanged(failure.message);
      } else if (failure.code === 'UNAUTHENTICATED') {
        toastFailure('Session terminée', failure.message);
        clearSession();
        void navigate('/');
      } else {
        setError(failure.message);
        setFields(failure.fields);
      }
      stopped();
    },
  });

  function place(request: CheckoutRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    setPricesChanged(null);
    setFields({});
    void checkout.perform<PlaceOrderOperation>('commander', {
      input: request,
      idempotencyKey: keyFor(JSON.stringify(request)),
    });
  }

  return { place, sending, error, pricesChanged, fields };
}
