import { useEffect, useState } from 'react';
import type { CartLine } from '#common/cart.ts';
import {
  QUOTE_FIELD,
  QUOTE_PATH,
  type DeliveryQuoteAnswer,
  type DeliveryQuoteRequest,
} from '#common/delivery-quote.ts';
import { requestJson } from '../api-client.ts';

/** Typing a quantity or flicking through countries sends one request once the buyer pauses. */
const QUOTE_DELAY_MS = 300;

/**
 * The delivery quote of the cart for `country` (from the site's route, app/routes/
 * delivery-quote.ts), asked again when the lines, the country or the
 * express choices change (debounced, the previous request aborted). The last answer stays while
 * the next one loads, so nothing jumps; `reload` asks again (after a refused checkout).
 */
export function useDeliveryQuote(
  lines: readonly CartLine[],
  country: string,
  express: readonly number[],
) {
  const [quote, setQuote] = useState<DeliveryQuoteAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The request (and attempt) the last answer replied to: any other one is on its way. */
  const [answered, setAnswered] = useState<string | null>(null);
  const request: DeliveryQuoteRequest | null =
    country && lines.length > 0
      ? {
          country: country as DeliveryQuoteRequest['country'],
          lines: lines.map(({ id, quantity }) => ({ id, quantity })),
          express: [...express].sort((a, b) => a - b),
        }
      : null;
  const key = JSON.stringify(request);
  const asked = `${attempt}:${key}`;

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void requestJson<DeliveryQuoteAnswer>(QUOTE_PATH, {
        rawBody: new URLSearchParams({ [QUOTE_FIELD]: JSON.stringify(request) }).toString(),
        contentType: 'application/x-www-form-urlencoded',
        signal: controller.signal,
      }).then((result) => {
        if (controller.signal.aborted) return;
        setAnswered(asked);
        if (result.ok) {
          setQuote(result.body);
          setError(null);
        } else {
          setError(result.message);
        }
      });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for `request`, which is a new object at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  return {
    quote,
    loading: request !== null && answered !== asked,
    error,
    reload: () => setAttempt((count) => count + 1),
  };
}
