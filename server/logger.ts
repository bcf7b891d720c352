import pino from 'pino';
import type { AppConfig } from './config.ts';

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

/** Structured JSON logs; secrets that could appear in requests are redacted. */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination: pino.DestinationStream = pino.destination(1),
) {
  return pino(
    {
      level: config.logLevel,
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
