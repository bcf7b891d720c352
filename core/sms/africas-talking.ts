import { SmsRefused, SmsRetryLater, type SmsSender } from './sms-sender.ts';

// Africa's Talking's SMS API (POST /version1/messaging, form-encoded, the key in the `apiKey`
// header): it answers each recipient with a status code, 100–102 when the message is taken.

/** The live API; the sandbox is https://api.sandbox.africastalking.com (AFRICASTALKING_API_URL). */
export const AFRICASTALKING_API_URL = 'https://api.africastalking.com';

export interface AfricasTalkingSettings {
  /** https://api.africastalking.com (live) or https://api.sandbox.africastalking.com. */
  apiUrl: string;
  username: string;
  apiKey: string;
  /** A registered sender ID or short code; absent, the account's default. */
  senderId?: string;
  timeoutMs?: number;
}

/** Taken for delivery: processed, sent, queued. */
const TAKEN = new Set([100, 101, 102]);
/** The recipient is on the blacklist: she answered STOP. */
const OPTED_OUT = 406;
/**
 * Never deliverable as sent: risk hold, invalid sender ID, invalid number, unsupported number
 * type, no route, do-not-disturb. Anything else (balance, gateway errors) is tried again.
 */
const REFUSED = new Set([401, 402, 403, 404, 407, 409]);

/** Without Retry-After, a 429 waits this long. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

interface MessagingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { statusCode?: number; status?: string; number?: string }[];
  };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - Date.now());
}

export function createAfricasTalkingSender(settings: AfricasTalkingSettings): SmsSender {
  const endpoint = new URL('/version1/messaging', settings.apiUrl);
  return {
    async send(sms) {
      const form = new URLSearchParams({
        username: settings.username,
        to: sms.to,
        message: sms.text,
        ...(settings.senderId ? { from: settings.senderId } : {}),
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      if (response.status === 429) {
        throw new SmsRetryLater(
          'Africa’s Talking : trop de demandes (429)',
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      const body = await response.text();
      if (!response.ok) {
        throw new Error(`Africa’s Talking : HTTP ${response.status} ${body.slice(0, 200)}`);
      }
      const answer = JSON.parse(body) as MessagingAnswer;
      const [recipient] = answer.SMSMessageData?.Recipients ?? [];
      const code = recipient?.statusCode;
      if (code !== undefined && TAKEN.has(code)) return;
      const why = `Africa’s Talking : ${recipient?.status ?? answer.SMSMessageData?.Message ?? 'réponse sans destinataire'} (${code ?? '?'})`;
      if (code === OPTED_OUT) throw new SmsRefused(why, true);
      if (code !== undefined && REFUSED.has(code)) throw new SmsRefused(why);
      throw new Error(why);
    },
  };
}
