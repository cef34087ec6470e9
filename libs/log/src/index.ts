import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** One JSON logger per process; services take a child with their name. */
export function createLogger(opts: { level?: LevelWithSilent; name?: string } = {}): Logger {
  return pino({
    level: opts.level ?? 'info',
    ...(opts.name ? { name: opts.name } : {}),
    base: { pid: process.pid },
    // Never log secrets that travel in these fields.
    redact: { paths: ['*.password', '*.token', '*.cookie', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
  });
}
