import http from 'node:http';
import { closeServer, listenLocally, readBody, sendJson } from './local-http.ts';

// A local server speaking Africa's Talking's SMS API as documented: POST /version1/messaging,
// form-encoded (username, to, message, from), the key in the `apiKey` header; each recipient
// answered with a status code (101 Success). A test scripts the next answers: a recipient's
// status, an HTTP 429 with Retry-After, or silence (a timeout).

export interface ReceivedSms {
  apiKey: string | undefined;
  username: string | null;
  to: string | null;
  message: string | null;
  from: string | null;
}

export type ScriptedAnswer =
  | { recipientStatus: number; status: string }
  | { tooManyRequests: { retryAfterSeconds: number } }
  | { silence: true };

export interface AfricasTalkingServer {
  url: string;
  /** Every request received, in order, answered or not. */
  received: ReceivedSms[];
  /** The next requests' answers, in order; past them, every message is sent (101). */
  answerNext(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

const SENT = { recipientStatus: 101, status: 'Success' };

export async function startAfricasTalkingServer(): Promise<AfricasTalkingServer> {
  const received: ReceivedSms[] = [];
  const script: ScriptedAnswer[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(request));
      if (request.method !== 'POST' || request.url !== '/version1/messaging') {
        sendJson(response, 404, { error: 'not found' });
        return;
      }
      const apiKey = request.headers.apikey;
      received.push({
        apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
        username: form.get('username'),
        to: form.get('to'),
        message: form.get('message'),
        from: form.get('from'),
      });
      const answer = script.shift() ?? SENT;
      if ('silence' in answer) return;
      if ('tooManyRequests' in answer) {
        response.writeHead(429, {
          'retry-after': String(answer.tooManyRequests.retryAfterSeconds),
          'content-type': 'text/plain',
        });
        response.end('Too Many Requests');
        return;
      }
      sendJson(response, 201, {
        SMSMessageData: {
          Message:
            answer.recipientStatus === 101 ? 'Sent to 1/1 Total Cost: XOF 25' : 'Sent to 0/1',
          Recipients: [
            {
              statusCode: answer.recipientStatus,
              number: form.get('to'),
              status: answer.status,
              cost: answer.recipientStatus === 101 ? 'XOF 25' : '0',
              messageId: `ATXid_${received.length}`,
            },
          ],
        },
      });
    })();
  });
  const url = await listenLocally(server);
  return {
    url,
    received,
    answerNext: (...answers) => script.push(...answers),
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}
