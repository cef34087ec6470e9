/**
 * Every metric Citable exposes, declared once (docs/operations.md lists them with what to do about
 * each). Names follow Prometheus conventions: a `citable_` prefix, the unit in the name
 * (`_seconds`, `_bytes`), `_total` on counters; labels carry only small, fixed sets of values.
 * Process metrics (process_*, nodejs_*) are prom-client's defaults, added when the server starts.
 */
import type { QueueStatus } from '@citable/contracts';
import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry.js';

const registers = [registry];

/** Latency buckets, in seconds, for each kind of wait. */
const BUCKETS = {
  http: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  audit: [10, 30, 60, 120, 300, 600, 1200, 1800, 3600],
  fetch: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  render: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
  scoring: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  provider: [0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60],
  // The classifier's target is a p95 under 25 ms (decisions.md), so the low end is fine-grained.
  classification: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
};

export const httpMetrics = {
  requests: new Counter({
    name: 'citable_http_requests_total',
    help: 'HTTP requests the gateway answered, by method, route pattern (unmatched for no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  }),
  duration: new Histogram({
    name: 'citable_http_request_duration_seconds',
    help: 'Time the gateway took to answer, by method, route pattern and status code (progress streams count their whole life)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS.http,
    registers,
  }),
};

export const auditMetrics = {
  started: new Counter({
    name: 'citable_audits_started_total',
    help: 'Audits whose crawl began (queued to running)',
    registers,
  }),
  completed: new Counter({
    name: 'citable_audits_completed_total',
    help: 'Audits finalised with scores',
    registers,
  }),
  failed: new Counter({
    name: 'citable_audits_failed_total',
    help: 'Audits that failed, by fail_reason (the spec\'s reasons)',
    labelNames: ['fail_reason'] as const,
    registers,
  }),
  duration: new Histogram({
    name: 'citable_audit_duration_seconds',
    help: 'Time from an audit\'s request to its end, by outcome (completed, failed)',
    labelNames: ['outcome'] as const,
    buckets: BUCKETS.audit,
    registers,
  }),
};

export const crawlerMetrics = {
  pagesFetched: new Counter({
    name: 'citable_crawler_pages_fetched_total',
    help: 'URLs a crawl settled, by outcome: done (an HTML 2xx page, stored), broken, redirected, resource (not HTML), failed (not read), skipped (canonical copy), disallowed (robots.txt)',
    labelNames: ['outcome'] as const,
    registers,
  }),
  fetchDuration: new Histogram({
    name: 'citable_crawler_fetch_duration_seconds',
    help: 'Time of one HTTP fetch by the crawler, redirects included (pages, robots.txt, sitemaps, AI-crawler checks)',
    buckets: BUCKETS.fetch,
    registers,
  }),
  renderDuration: new Histogram({
    name: 'citable_crawler_render_duration_seconds',
    help: 'Time to render one page in Chromium (navigation, settling, reading the DOM)',
    buckets: BUCKETS.render,
    registers,
  }),
};

export const scorerMetrics = {
  pagesScored: new Counter({
    name: 'citable_scorer_pages_scored_total',
    help: 'Pages whose 23 page checks were run and stored (a redelivered job counts again)',
    registers,
  }),
  scoringDuration: new Histogram({
    name: 'citable_scorer_page_duration_seconds',
    help: 'Time to score one page: load, checks, store',
    buckets: BUCKETS.scoring,
    registers,
  }),
};

/** Incremented by services/citation: one answer per prompt asked of a source. */
export const citationMetrics = {
  answers: new Counter({
    name: 'citable_citation_answers_total',
    help: 'Answers from AI sources, by source (perplexity, chatgpt, claude, brave) and outcome (cited, not_cited, error)',
    labelNames: ['source', 'outcome'] as const,
    registers,
  }),
  providerDuration: new Histogram({
    name: 'citable_citation_provider_request_duration_seconds',
    help: 'Time an AI source took to answer one prompt, by source and outcome (ok, error)',
    labelNames: ['source', 'outcome'] as const,
    buckets: BUCKETS.provider,
    registers,
  }),
  tokens: new Counter({
    name: 'citable_citation_tokens_total',
    // A total per answer: Brave and Perplexity report only total_tokens, so no source is split by kind.
    help: 'Tokens the AI sources reported (input plus output), by source',
    labelNames: ['source'] as const,
    registers,
  }),
};

/** Incremented by services/classifier: one classification per classify request answered. */
export const classifierMetrics = {
  classifications: new Counter({
    name: 'citable_classifier_classifications_total',
    help: 'Classify requests answered, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    registers,
  }),
  cacheHits: new Counter({
    name: 'citable_classifier_cache_hits_total',
    help: 'Classify requests answered from the cache',
    registers,
  }),
  duration: new Histogram({
    name: 'citable_classifier_classification_duration_seconds',
    help: 'Time to answer a classify request, by cache (hit, miss)',
    labelNames: ['cache'] as const,
    buckets: BUCKETS.classification,
    registers,
  }),
};

/** A work queue's backlog as its JetStream consumer counts it (the same for every replica): the bus's QueueStatus. */
export type QueueBacklog = Pick<QueueStatus, 'queue' | 'pending' | 'ack_pending' | 'redelivered'>;

let backlogSource: (() => Promise<QueueBacklog[]>) | null = null;
let lastRead: { at: number; value: Promise<QueueBacklog[]> } | null = null;
/** One scrape reads three gauges; they share one read of the server. */
const BACKLOG_READ_REUSE_MS = 1_000;

function readBacklog(): Promise<QueueBacklog[]> {
  if (!backlogSource) return Promise.resolve([]);
  const now = Date.now();
  if (!lastRead || now - lastRead.at > BACKLOG_READ_REUSE_MS) {
    lastRead = { at: now, value: backlogSource().catch(() => []) };
  }
  return lastRead.value;
}

function backlogGauge(name: string, help: string, pick: (b: QueueBacklog) => number): Gauge<'queue'> {
  return new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const backlog of await readBacklog()) this.set({ queue: backlog.queue }, pick(backlog));
    },
  });
}

/** The monitor scheduler (gateway): runs it fired, how late, how many failed for good, and alert emails. */
export const monitorMetrics = {
  fired: new Counter({
    name: 'citable_monitor_runs_fired_total',
    help: 'Monitor runs started, by trigger (schedule: a due slot fired; manual: Run now)',
    labelNames: ['trigger'] as const,
    registers,
  }),
  late: new Counter({
    name: 'citable_monitor_runs_late_total',
    help: 'Scheduled monitor runs that fired more than 5 minutes after their slot (the scheduler was down or behind; missed slots are caught up once)',
    registers,
  }),
  failed: new Counter({
    name: 'citable_monitor_runs_failed_total',
    help: 'Monitor runs that failed after every retry (the audit could not be started or failed each time)',
    registers,
  }),
  alertsSent: new Counter({
    name: 'citable_monitor_alerts_sent_total',
    help: 'Alert emails sent to monitor owners (one per run at most)',
    registers,
  }),
};

export const queueMetrics = {
  pending: backlogGauge('citable_queue_pending_messages', 'Jobs waiting in a work queue, not yet delivered (JetStream consumer num_pending)', (b) => b.pending),
  ackPending: backlogGauge(
    'citable_queue_ack_pending_messages',
    'Jobs of a work queue delivered and not yet acknowledged (JetStream consumer num_ack_pending)',
    (b) => b.ack_pending,
  ),
  redelivered: backlogGauge(
    'citable_queue_redelivered_messages',
    'Jobs of a work queue delivered more than once and not yet acknowledged (JetStream consumer num_redelivered)',
    (b) => b.redelivered,
  ),
};

/**
 * Where the queue gauges read their values at each scrape: the process's bus (its work queues,
 * asked of the server). The last call wins; one process has one bus.
 */
export function reportQueueBacklog(source: (() => Promise<QueueBacklog[]>) | null): void {
  backlogSource = source;
  lastRead = null;
}
