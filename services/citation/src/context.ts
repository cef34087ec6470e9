/** What the citation service's handlers share: the database, the bus, the sources, the settings. */
import type { Bus } from '@citable/bus';
import type { CitationSource } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import type { PromptService } from './prompts/prompt-service.js';
import type { RetryPolicy } from './sources/retry.js';
import type { SourceAdapter } from './sources/types.js';

export interface RunSettings {
  repeats: number;
  maxQueries: number;
  maxTokens: number;
  retry: RetryPolicy;
  /** A running run untouched this long has lost its jobs (its replicas died before queueing them all). */
  staleAfterMs: number;
}

export interface CitationContext {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
  adapters: ReadonlyMap<CitationSource, SourceAdapter>;
  prompts: PromptService;
  settings: RunSettings;
  /** Aborted when the service stops: answers in flight are handed back to the queue. */
  stopping: AbortSignal;
}

/** An error the requester sees with its HTTP status and code (the bus carries both). */
export class CitationError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CitationError';
  }
}
