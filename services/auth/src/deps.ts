import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import type { Logger } from '@citable/log';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { Mailer } from './mail/mailer.js';
import type { Db } from './repository/db.js';

/** What the auth rules work with; service.ts builds it once at start. */
export interface AuthDeps {
  db: Db;
  bus: Bus;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** Wrong admin passwords, per IP and per user. */
  adminUnlockLimiter: AttemptLimiter;
}
