import type { Bus } from '@citable/bus';
import type { ScoringCriterion } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import type { PageScorer } from './page-checks/index.js';

/** What the scorer's jobs need; one per process. */
export interface ScoringContext {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  criteria: readonly ScoringCriterion[];
  /** Runs the page checks (on worker threads when SCORE_WORKERS allows). */
  pages: PageScorer;
}
