import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config.ts';
import { redactSecretLinks } from './secret-links.ts';

// Never written to a log whole, one or two levels down an object: credentials, and the payment
// details of issue 5 (the payer's account, card, PIN, security answer should a client send them).
const SECRET_FIELDS = [
  'password',
  'token',
  'account',
  'cardNumber',
  'cardCvc',
  'mobileMoneyPin',
  'interacAnswer',
];

/** What the access log keeps of a request (Fastify's own fields), its secret links masked. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
}

function requestLine(request: LoggedRequest) {
  return {
    method: request.method,
    url:
      typeof request.url === 'string'
        ? redactSecretLinks(request.url, request.routeOptions?.url)
        : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Structured JSON logs; secrets that could appear in requests are redacted. */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination: pino.DestinationStream = pino.destination(1),
) {
  return pino(
    {
      level: config.logLevel,
      // Fastify takes a given logger's serializers over its own: this one is the access log's.
      serializers: { req: requestLine },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          ...SECRET_FIELDS.flatMap((field) => [`*.${field}`, `*.*.${field}`]),
        ],
        censor: '[masqué]',
      },
    },
    destination,
  );
}

/**
 * Fastify's request log lines, without the health check (load balancers poll it every few
 * seconds) and with the « not found » line's URL masked as the access log's is.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => request.url === '/api/health' });
  }

  override routeNotFound(request: FastifyRequest, _reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactSecretLinks(request.url)} not found`);
  }
}
