import type { Config } from '@citable/config';
import { startMetricsServer, type MetricsServer, type Readiness } from '@citable/metrics';
import { sql } from 'kysely';
import { PortInUseError } from './errors.js';
import type { RunningProcess } from './run.js';

/** A readiness probe must answer within its own timeout, even when the database hangs. */
const DATABASE_CHECK_MS = 2_000;

/** What /readyz says of a process: starting, shutting down, or whether its database answers. */
export async function readinessOf(proc: RunningProcess | undefined, draining: boolean): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'shutting down' };
  if (!proc) return { ready: false, reason: 'starting' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(proc.infrastructure.database.db), timeout]);
    return { ready: true };
  } catch (err) {
    return { ready: false, reason: `database: ${(err as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics endpoint on METRICS_PORT (null when unset); a taken port is a clear startup error. */
export async function startOperationsEndpoint(config: Config, ready: () => Promise<Readiness>): Promise<MetricsServer | null> {
  if (config.METRICS_PORT === undefined) return null;
  try {
    return await startMetricsServer({ port: config.METRICS_PORT, host: config.HOST, ready });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.METRICS_PORT, config.HOST, 'METRICS_PORT');
    throw err;
  }
}
