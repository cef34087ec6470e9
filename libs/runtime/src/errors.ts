/** Startup failures an operator can fix get one clear line; anything else says how to see more. */
const KNOWN = new Set([
  'ConfigError',
  'DatabaseUnavailableError',
  'DataDirLockedError',
  'BusUnavailableError',
  'PortInUseError',
  'MigrationFailedError',
  'UsageError',
]);

export class PortInUseError extends Error {
  constructor(readonly port: number, readonly host: string, readonly variable: 'PORT' | 'METRICS_PORT' = 'PORT') {
    super(`Port ${port} on ${host} is already in use: stop the other process or set ${variable} to a free port.`);
    this.name = 'PortInUseError';
  }
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function isKnownStartupError(err: unknown): err is Error {
  return err instanceof Error && KNOWN.has(err.name);
}

export function formatStartupError(err: unknown): string {
  if (isKnownStartupError(err)) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return `${message} (set LOG_LEVEL=debug to see the stack trace)`;
}
