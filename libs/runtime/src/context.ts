import { connectNatsBus, createInProcessBus, type Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@citable/db';
import type { Logger } from '@citable/log';
import path from 'node:path';

/** A database the caller opened itself; `migrated` when its schema is known to be the latest. */
export interface OpenedDatabase {
  handle: DatabaseHandle;
  migrated: boolean;
}

export interface Infrastructure {
  database: DatabaseHandle;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * Opens the database (Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR, unless
 * the caller opened one itself: `citable audit` copies a migrated template while its modules
 * load), brings its schema up to date, and connects the bus (NATS when NATS_URL is set, else in-process).
 */
export async function openInfrastructure(config: Config, log: Logger, opened?: Promise<OpenedDatabase>): Promise<Infrastructure> {
  const dataDir = path.resolve(config.DATA_DIR, 'pglite');
  const { handle: database, migrated } = await (opened ??
    openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, dataDir } : { dataDir }).then((handle) => ({ handle, migrated: false })));
  try {
    // Asking a migrated database whether it is costs the migrator's queries: a third of a second in PGlite.
    if (!migrated) {
      const ran = await migrateToLatest(database.db);
      if (ran.length) log.info({ migrations: ran }, 'database migrated');
    }
    const bus = config.NATS_URL
      ? await connectNatsBus({ url: config.NATS_URL, namespace: config.BUS_NAMESPACE, name: `citable-${process.pid}`, logger: log.child({ component: 'bus' }) })
      : createInProcessBus({ namespace: config.BUS_NAMESPACE, logger: log.child({ component: 'bus' }) });
    return {
      database,
      bus,
      async close() {
        await bus.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
