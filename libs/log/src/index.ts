import { pino, destination, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * One JSON logger per process; services take a child with their name. Commands whose stdout is
 * their output (`citable audit --json`) log to stderr instead.
 */
export function createLogger(opts: { level?: LevelWithSilent; name?: string; stream?: 'stdout' | 'stderr' } = {}): Logger {
  const options = {
    level: opts.level ?? 'info',
    ...(opts.name ? { name: opts.name } : {}),
    base: { pid: process.pid },
    // Never log secrets that travel in these fields.
    redact: { paths: ['*.password', '*.token', '*.cookie', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
  };
  return opts.stream === 'stderr' ? pino(options, destination({ dest: 2, sync: true })) : pino(options);
}
