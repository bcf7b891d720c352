import { z } from 'zod';

// FedaPay's payouts (docs.fedapay.com, « Payouts management »), by plain HTTPS calls with the
// secret key as a bearer token: POST /v1/payouts creates the payout (whole XOF, currency.iso,
// the customer who receives it, a description), PUT /v1/payouts/start sends it (to the phone
// number given), GET /v1/payouts/{id} tells its status: `sent` paid, `failed` not (with
// last_error_message), `pending` created and not sent, anything else under way.

const TIMEOUT_MS = 10_000;

/** Created and not sent: nothing has left yet. Refused: FedaPay will not take it as it is. */
export class FedapayPayoutRefused extends Error {}
/** FedaPay unreachable or answering an error of its own: try again later. */
export class FedapayPayoutUnavailable extends Error {}

export interface FedapayPayoutsOptions {
  secretKey: string;
  /** Without /v1: the sandbox's, live's, or a local server's in tests. */
  apiUrl: string;
}

export interface PayoutRecipient {
  firstname: string;
  lastname: string;
  /** E.164, and its ISO country (lower case for FedaPay). */
  phone: string;
  country: string;
}

export type FedapayPayoutState =
  | { status: 'sent'; reference: string }
  | { status: 'failed'; reason: string }
  /** Created, not started: nothing has left. */
  | { status: 'created' }
  /** Started, its outcome not known yet. */
  | { status: 'under_way' };

const payoutSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  reference: z.string().nullable().optional(),
  amount: z.union([z.number(), z.string()]),
  status: z.string(),
  last_error_message: z.string().nullable().optional(),
});
const wrapped = z.object({ 'v1/payout': payoutSchema });

export function createFedapayPayouts(options: FedapayPayoutsOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/v1`;

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new FedapayPayoutUnavailable(`FedaPay injoignable : ${String(error)}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    // 4xx: FedaPay read the request and refused it; sending it again will not change that.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      const message = z.object({ message: z.string() }).safeParse(answer);
      throw new FedapayPayoutRefused(
        `FedaPay a refusé le versement (${response.status}${message.success ? ` : ${message.data.message}` : ''}).`,
      );
    }
    if (!response.ok) {
      throw new FedapayPayoutUnavailable(
        `FedaPay a répondu ${response.status} à ${method} ${path}`,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new FedapayPayoutUnavailable(`Réponse de FedaPay illisible à ${method} ${path}`);
    }
    return parsed.data;
  }

  return {
    /** Creates the payout (not sent yet): its FedaPay id. */
    async create(amount: number, recipient: PayoutRecipient, description: string) {
      const { 'v1/payout': created } = await call('POST', '/payouts', wrapped, {
        amount,
        currency: { iso: 'XOF' },
        description,
        customer: {
          firstname: recipient.firstname,
          lastname: recipient.lastname,
          phone_number: { number: recipient.phone, country: recipient.country.toLowerCase() },
        },
      });
      return created.id;
    },

    /** Sends a created payout to its recipient's number. */
    async start(payoutId: string, recipient: PayoutRecipient): Promise<void> {
      await call('PUT', '/payouts/start', z.unknown(), [
        {
          id: Number(payoutId),
          phone_number: { number: recipient.phone, country: recipient.country.toLowerCase() },
        },
      ]);
    },

    async state(payoutId: string): Promise<FedapayPayoutState> {
      const { 'v1/payout': found } = await call(
        'GET',
        `/payouts/${encodeURIComponent(payoutId)}`,
        wrapped,
      );
      if (found.status === 'sent')
        return { status: 'sent', reference: found.reference ?? found.id };
      if (found.status === 'failed') {
        return { status: 'failed', reason: found.last_error_message ?? 'Échec chez FedaPay.' };
      }
      return found.status === 'pending' ? { status: 'created' } : { status: 'under_way' };
    },
  };
}

export type FedapayPayouts = ReturnType<typeof createFedapayPayouts>;
