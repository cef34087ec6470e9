import type { Logger } from '@citable/log';

/** What the bus reports on: handler errors nobody else can see (events, dead-letter callbacks, pulls). */
export type BusLogger = Pick<Logger, 'warn' | 'error'>;
