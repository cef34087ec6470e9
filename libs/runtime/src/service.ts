import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import type { ServiceName } from '@citable/contracts';
import type { DatabaseHandle } from '@citable/db';
import type { Logger } from '@citable/log';

/** What every service gets at start: configuration, a logger, the database and the bus. */
export interface ServiceContext {
  config: Config;
  log: Logger;
  db: DatabaseHandle['db'];
  bus: Bus;
  /** The services running in this process (the launcher may run several). */
  colocated: readonly ServiceName[];
}

export interface RunningService {
  /** Stop taking work, finish (or hand back) what is in flight, release resources. */
  stop(): Promise<void>;
  /** Extra facts for the health answer (e.g. the gateway's URL). */
  details?(): Record<string, string>;
}

/** A service is a module with `start(ctx) -> stop()`; the launcher or its own entry point runs it. */
export interface Service {
  name: ServiceName;
  start(ctx: ServiceContext): Promise<RunningService>;
}
