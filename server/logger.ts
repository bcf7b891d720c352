import pino from 'pino';
import type { AppConfig } from './config.ts';

/** Structured JSON logs; secrets that could appear in requests are redacted. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>) {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[masqué]',
    },
  });
}
