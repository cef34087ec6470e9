import { connectNatsBus, createInProcessBus, type Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@citable/db';
import type { Logger } from '@citable/log';
import path from 'node:path';

export interface Infrastructure {
  database: DatabaseHandle;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * Opens the database (Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR, unless
 * the caller opened one itself: `citable audit` starts an in-memory one while its modules load),
 * brings its schema up to date, and connects the bus (NATS when NATS_URL is set, else in-process).
 */
export async function openInfrastructure(config: Config, log: Logger, opened?: Promise<DatabaseHandle>): Promise<Infrastructure> {
  const dataDir = path.resolve(config.DATA_DIR, 'pglite');
  const database = await (opened ?? openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, dataDir } : { dataDir }));
  try {
    const ran = await migrateToLatest(database.db);
    if (ran.length) log.info({ migrations: ran }, 'database migrated');
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
