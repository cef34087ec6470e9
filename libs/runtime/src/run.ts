import { loadConfig, type Config } from '@citable/config';
import type { ServiceName } from '@citable/contracts';
import { createLogger, type Logger } from '@citable/log';
import { reportQueueBacklog, type MetricsServer } from '@citable/metrics';
import { openInfrastructure, type Infrastructure, type OpenedDatabase } from './context.js';
import { formatStartupError } from './errors.js';
import { answerHealth } from './health.js';
import { readinessOf, startOperationsEndpoint } from './operations.js';
import type { RunningService, Service, ServiceContext } from './service.js';

export interface RunningProcess {
  config: Config;
  log: Logger;
  infrastructure: Infrastructure;
  services: Map<ServiceName, RunningService>;
  /**
   * Take no new jobs (at once, on every queue), stop services in reverse start order (running jobs
   * finish or are handed back), then drain the bus and close the database. Idempotent.
   */
  stop(): Promise<void>;
  /** Out of time: hand running jobs back to their queues for immediate redelivery and drop the bus. */
  abandon(): Promise<void>;
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
      infrastructure.bus.stopTakingJobs();
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
  return { config, log, infrastructure, services: running, stop, abandon: () => infrastructure.bus.abandon() };
}

/** Where a started process can be watched, for its startup line. */
export interface ProcessEndpoints {
  /** The metrics endpoint (METRICS_PORT), e.g. http://127.0.0.1:9464; absent when off. */
  metricsUrl?: string;
}

/**
 * Entry point of a process: start (with the metrics endpoint on METRICS_PORT, when set), stop
 * gracefully on SIGTERM/SIGINT, and turn startup failures into one line on stderr and exit code 1.
 *
 * Shutdown: /readyz answers 503 at once and no queue gives this process a new job; services stop
 * in reverse order (the gateway ends its progress streams and finishes requests, the crawler hands
 * its crawls back, the scorer finishes its pages, the browser closes); then the bus drains and the
 * database pool closes, and the process exits 0. Work still running after SHUTDOWN_TIMEOUT_MS is
 * handed back to its queue (redelivered at once) and the process exits 1. A second signal exits at once.
 */
export async function runServices(services: readonly Service[], onStarted?: (p: RunningProcess, endpoints: ProcessEndpoints) => void): Promise<void> {
  let proc: RunningProcess | undefined;
  let draining = false;
  let endpoint: MetricsServer | null = null;
  try {
    const config = loadConfig();
    const log = createLogger({ level: config.LOG_LEVEL });
    // Up before the services, so a liveness probe answers while migrations run.
    endpoint = await startOperationsEndpoint(config, () => readinessOf(proc, draining));
    proc = await startServices(services, { config, log });
  } catch (err) {
    await endpoint?.close();
    process.stderr.write(`citable: ${formatStartupError(err)}\n`);
    if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    process.exit(1);
  }
  const started = proc;
  const { bus } = started.infrastructure;
  // The queues this process works, as their consumers count them on the server (none before a replica took jobs).
  reportQueueBacklog(async () => (await Promise.all(bus.workedQueues().map((queue) => bus.queueStatus(queue)))).filter((s) => s.consumer_exists));
  onStarted?.(started, endpoint ? { metricsUrl: endpoint.url } : {});

  const exit = async (code: number) => {
    await endpoint?.close();
    process.exit(code);
  };
  const shutdown = (signal: string) => {
    if (draining) {
      started.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    draining = true;
    const begun = Date.now();
    started.log.info({ signal, timeoutMs: started.config.SHUTDOWN_TIMEOUT_MS }, 'shutting down: taking no new jobs');
    const deadline = setTimeout(() => {
      started.log.warn({ timeoutMs: started.config.SHUTDOWN_TIMEOUT_MS }, 'shutdown out of time: handing running jobs back to their queues');
      void started.abandon().finally(() => exit(1));
    }, started.config.SHUTDOWN_TIMEOUT_MS);
    started.stop().then(
      () => {
        clearTimeout(deadline);
        started.log.info({ ms: Date.now() - begun }, 'stopped');
        void exit(0);
      },
      (err) => {
        clearTimeout(deadline);
        started.log.error({ err }, 'shutdown failed');
        void exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
