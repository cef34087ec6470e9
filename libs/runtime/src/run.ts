import { loadConfig, type Config } from '@citable/config';
import type { ServiceName } from '@citable/contracts';
import { createLogger, type Logger } from '@citable/log';
import { openInfrastructure, type Infrastructure, type OpenedDatabase } from './context.js';
import { formatStartupError } from './errors.js';
import { answerHealth } from './health.js';
import type { RunningService, Service, ServiceContext } from './service.js';

export interface RunningProcess {
  config: Config;
  log: Logger;
  infrastructure: Infrastructure;
  services: Map<ServiceName, RunningService>;
  /** Stop services in reverse start order, then the bus and the database. Idempotent. */
  stop(): Promise<void>;
}

/** Start `services` in this process on shared infrastructure. Throws on the first failure, after cleaning up. */
export async function startServices(
  services: readonly Service[],
  /**
   * inProcessOnly: this process is the whole deployment (citable audit), so an in-process bus is
   * expected. database: one the caller is opening already, used instead of the configured one.
   */
  opts: { config?: Config; log?: Logger; inProcessOnly?: boolean; database?: Promise<OpenedDatabase> } = {},
): Promise<RunningProcess> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? createLogger({ level: config.LOG_LEVEL });
  if (!config.NATS_URL && services.length < 6 && !opts.inProcessOnly) {
    log.warn('NATS_URL is not set: the bus is in-process, so services in other processes will not see these messages');
  }
  const infrastructure = await openInfrastructure(config, log, opts.database);
  const running = new Map<ServiceName, RunningService>();
  const healthSubs: Array<{ stop(): Promise<void> }> = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const sub of healthSubs) await sub.stop();
      for (const [name, svc] of [...running].reverse()) {
        try {
          await svc.stop();
        } catch (err) {
          log.error({ err, service: name }, 'service did not stop cleanly');
        }
      }
      await infrastructure.close();
    })());
  try {
    const ctx: Omit<ServiceContext, 'log'> = {
      config,
      db: infrastructure.database.db,
      bus: infrastructure.bus,
      colocated: services.map((s) => s.name),
    };
    for (const service of services) {
      const svc = await service.start({ ...ctx, log: log.child({ service: service.name }) });
      running.set(service.name, svc);
      healthSubs.push(await answerHealth(infrastructure.bus, service.name, () => svc.details?.() ?? {}));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { config, log, infrastructure, services: running, stop };
}

/**
 * Entry point of a process: start, stop gracefully on SIGTERM/SIGINT (in-flight work finishes or
 * is handed back), and turn startup failures into one line on stderr and exit code 1.
 */
export async function runServices(services: readonly Service[], onStarted?: (p: RunningProcess) => void): Promise<void> {
  let proc: RunningProcess;
  try {
    proc = await startServices(services);
  } catch (err) {
    process.stderr.write(`citable: ${formatStartupError(err)}\n`);
    if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    process.exit(1);
  }
  onStarted?.(proc);
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) {
      proc.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    proc.log.info({ signal }, 'shutting down');
    proc.stop().then(
      () => process.exit(0),
      (err) => {
        proc.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
