/**
 * The classifier as a replica runs it: a host in, the comparison out. Answers come from this
 * replica's LRU cache, else the Postgres cache every replica shares, else the site's pages (an
 * audit's stored pages, else a live read through @citable/net); every answer is recorded for the
 * health metrics, hits and errors included. A site that cannot be read gives an error result,
 * never a thrown error; only a host that is no host name is refused (InvalidHostError).
 */
import type { ClassifyResponse, OriginMapping } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Fetcher } from '@citable/net';
import type { Kysely } from 'kysely';
import { classifierMetrics } from '@citable/metrics';
import { LRUCache } from 'lru-cache';
import { classifySite, errorClassification, type SiteClassification } from './classify/classify-site.js';
import { isCurrent, isError, outcomeOf, responseOf, type Outcome } from './classify/outcome.js';
import { normaliseHost } from './input/host.js';
import { readLivePages } from './input/live-pages.js';
import { SiteUnreadableError, type ReadPages } from './input/page-source.js';
import { latestAuditOf, readStoredPages } from './input/stored-pages.js';
import { applyTieBreak, needsTieBreak, parseTieBreak, questionFor, TIE_BREAK_SYSTEM_PROMPT, tieBreakPrompt, type TieBreaker } from './llm/tie-break.js';
import { getCached } from './store/cache.repository.js';
import { recordClassification } from './store/classifications.repository.js';
import type { Taxonomy } from './taxonomy/taxonomy.js';

export interface ClassifierSettings {
  cacheTtlMs: number;
  lruSize: number;
  fetchDeadlineMs: number;
  mapOrigins: readonly OriginMapping[];
}

export interface ClassifierDeps {
  db: Kysely<Database>;
  log: Logger;
  taxonomy: Taxonomy;
  fetcher: Fetcher;
  tieBreaker: TieBreaker | null;
  settings: ClassifierSettings;
  /** host:pid:id of this replica, recorded with each answer. */
  replica: string;
}

export interface ClassifyOptions {
  /** Read this audit's stored pages. */
  auditId?: string;
  /** Read the pages again even when a cached answer is fresh (an audit just completed). */
  refresh?: boolean;
}

/** What this replica counted since it started (the health details of the service). */
export interface ReplicaCounts {
  memoryHits: number;
  postgresHits: number;
  misses: number;
  errors: number;
}

export interface Classifier {
  classify(host: string, options?: ClassifyOptions): Promise<ClassifyResponse & { outcome: Outcome }>;
  counts(): ReplicaCounts;
}

interface Computed {
  outcome: Outcome;
  /** Time spent waiting on the network (live pages, the LLM): not the classifier's latency. */
  waitMs: number;
  fetchMs: number | null;
}

export function createClassifier(deps: ClassifierDeps): Classifier {
  const { db, log, settings } = deps;
  const lru = settings.lruSize > 0 ? new LRUCache<string, Outcome>({ max: settings.lruSize, ttl: settings.cacheTtlMs }) : null;
  const counts: ReplicaCounts = { memoryHits: 0, postgresHits: 0, misses: 0, errors: 0 };
  /** Requests for a host already being read wait for that read instead of starting another. */
  const inFlight = new Map<string, Promise<Computed>>();

  async function readPages(host: string, auditId: string | undefined): Promise<ReadPages> {
    const audit = auditId ?? (await latestAuditOf(db, host));
    const stored = audit ? await readStoredPages(db, audit) : null;
    return stored ?? readLivePages(deps.fetcher, host, { mapOrigins: settings.mapOrigins, deadlineMs: settings.fetchDeadlineMs });
  }

  async function tieBreak(c: SiteClassification): Promise<{ classification: SiteClassification; used: boolean }> {
    if (!deps.tieBreaker || !needsTieBreak(c)) return { classification: c, used: false };
    const question = questionFor(c);
    try {
      const answer = parseTieBreak(await deps.tieBreaker.ask(TIE_BREAK_SYSTEM_PROMPT, tieBreakPrompt(question)), question);
      if (!answer) return { classification: c, used: false };
      return { classification: applyTieBreak(c, answer, deps.tieBreaker.name), used: true };
    } catch (err) {
      // The tie-break is optional: v2's own answer stands, with its low confidence said.
      log.warn({ err, host: c.comparison.host }, 'LLM tie-break failed');
      return { classification: c, used: false };
    }
  }

  async function compute(host: string, options: ClassifyOptions): Promise<Computed> {
    let read: ReadPages;
    try {
      read = await readPages(host, options.auditId);
    } catch (err) {
      if (!(err instanceof SiteUnreadableError)) throw err;
      return { outcome: outcomeOf(errorClassification(host, err.message), null), waitMs: 0, fetchMs: null };
    }
    const llmStarted = performance.now();
    const { classification, used } = await tieBreak(classifySite(deps.taxonomy, host, read.pages));
    const llmMs = used ? performance.now() - llmStarted : 0;
    return { outcome: outcomeOf(classification, read, used), waitMs: read.fetchMs + llmMs, fetchMs: read.source === 'live' ? read.fetchMs : null };
  }

  async function cached(host: string): Promise<{ outcome: Outcome; layer: 'memory' | 'postgres' } | null> {
    const inMemory = lru?.get(host);
    if (inMemory) return { outcome: inMemory, layer: 'memory' };
    const shared = await getCached(db, host);
    // An answer of other rules (written before a deploy, or by a replica not yet updated) is a miss.
    if (!shared || !isCurrent(shared.outcome)) return null;
    lru?.set(host, shared.outcome, { ttl: Math.max(1, shared.expiresAt.getTime() - Date.now()) });
    return { outcome: shared.outcome, layer: 'postgres' };
  }

  /** Records an answer for the health metrics, and caches it for every replica when `cache` says until when. */
  async function record(host: string, outcome: Outcome, latencyMs: number, fetchMs: number | null, layer: 'memory' | 'postgres' | null, cache?: { expiresAt: Date }): Promise<void> {
    try {
      await recordClassification(db, { host, outcome, latencyMs, fetchMs, cacheLayer: layer, replica: deps.replica }, cache);
    } catch (err) {
      // Losing one row of the health metrics, or one cache entry, must not lose the caller's answer.
      log.error({ err, host }, cache ? 'could not record and cache a classification' : 'could not record a classification');
    }
  }

  return {
    async classify(input, options = {}) {
      const started = performance.now();
      const host = normaliseHost(input);
      if (!options.refresh) {
        const hit = await cached(host);
        if (hit) {
          counts[hit.layer === 'memory' ? 'memoryHits' : 'postgresHits']++;
          classifierMetrics.classifications.inc({ outcome: 'ok' });
          classifierMetrics.cacheHits.inc();
          classifierMetrics.duration.observe({ cache: 'hit' }, (performance.now() - started) / 1000);
          await record(host, hit.outcome, performance.now() - started, null, hit.layer);
          return { ...responseOf(hit.outcome, true), outcome: hit.outcome };
        }
      }
      const key = options.auditId ? `${host}#${options.auditId}` : host;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = compute(host, options).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const { outcome, waitMs, fetchMs } = await pending;
      counts.misses++;
      if (isError(outcome)) counts.errors++;
      // Errors are not cached: a site that was down is read again on the next request.
      else lru?.set(host, outcome);
      const latencyMs = Math.max(0, performance.now() - started - waitMs);
      classifierMetrics.classifications.inc({ outcome: isError(outcome) ? 'error' : 'ok' });
      classifierMetrics.duration.observe({ cache: 'miss' }, latencyMs / 1000);
      await record(host, outcome, latencyMs, fetchMs, null, isError(outcome) ? undefined : { expiresAt: new Date(Date.now() + settings.cacheTtlMs) });
      return { ...responseOf(outcome, false), outcome };
    },
    counts: () => ({ ...counts }),
  };
}
