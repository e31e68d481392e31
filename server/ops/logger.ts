/** Structured JSON logs (pino). Cookies, authorization and signing material are redacted. */
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'zhimei-web' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.secret', '*.aiSigningKey'],
      censor: '[redacted]',
    },
  });
}
