/**
 * Every process of a distributed deployment serves Prometheus metrics on METRICS_PORT. Four
 * `citable start --services ...` processes (gateway; auth, citation and classifier; crawler;
 * scorer) on real Postgres and NATS audit a fixture site, which the classifier classifies and the
 * citation service asks two AI sources about (the local provider server, through the real SDKs);
 * then each endpoint is scraped over HTTP and parsed with a parser of the text format, and the
 * counters must say what happened.
 */
import { registry } from '@citable/metrics';
import { generateSite, scrapeMetrics, startFixtureSite, startProviderServer, type FixtureSite, type ProviderServer, type Scrape, type ServiceProcess } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeployment, type Deployment } from '../helpers/deployment.js';

const PAGES = 6;
/** Every metric Citable declares (libs/metrics): each process must expose them all. */
const METRIC_NAMES = registry.getMetricsAsArray().map((m) => m.name);

let d: Deployment;
let site: FixtureSite;
let providers: ProviderServer;
/** ChatGPT cites the site; Claude cites another. */
const TOKENS = { input: 30, output: 12 };
const procs: Record<'gateway' | 'side' | 'crawler' | 'scorer', ServiceProcess> = {} as never;
const scrapes: Record<string, Scrape> = {};

beforeAll(async () => {
  [site, providers] = await Promise.all([
    startFixtureSite(generateSite(PAGES)),
    startProviderServer((req) =>
      req.tag === 'chatgpt'
        ? { answer: { text: 'This site answers it.', citations: [{ url: `${site.url}/` }], tokens: TOKENS } }
        : { answer: { text: 'Elsewhere answers it.', citations: [{ url: 'https://rival.test/' }], tokens: TOKENS } },
    ),
  ]);
  d = await openDeployment({
    prefix: 'metrics',
    env: {
      SCORE_WORKERS: '1',
      // A completed audit starts a citation run on the configured sources (CITATION_AUTO_RUN).
      ...providers.sourceEnv(['chatgpt', 'claude']),
      CITATION_MAX_QUERIES: '2',
      CITATION_REPEATS: '1',
    },
  });
  const [gateway, side, crawler, scorer] = await Promise.all([d.start('gateway'), d.start('auth,citation,classifier'), d.start('crawler'), d.start('scorer')]);
  Object.assign(procs, { gateway, side, crawler, scorer });

  const auditId = await d.startAudit(site.url, PAGES, { renderMode: 'sample' });
  const audit = await d.waitForEnd(auditId, 90_000);
  if (audit.status !== 'completed') throw new Error(`audit did not complete: ${audit.status} ${audit.fail_reason ?? ''}`);
  const runEnded = async () => {
    const run = await d.db.selectFrom('citation_runs').select('status').where('audit_id', '=', auditId).executeTakeFirst();
    return run !== undefined && run.status !== 'running';
  };
  await d.waitFor(runEnded, 'the audit\'s citation run to end', 60_000);
  await d.waitFor(async () => (await d.db.selectFrom('classifications').select('id').where('host', '=', new URL(site.url).hostname).execute()).length > 0, 'the audit\'s classification', 30_000);
  await fetch(`${gateway.url}/healthz`);
  await fetch(`${gateway.url}/api/no-such-route`);
  for (const [name, proc] of Object.entries(procs)) scrapes[name] = await scrapeMetrics(proc.metricsUrl);
}, 180_000);

afterAll(async () => {
  await d?.close();
  await site?.close();
  await providers?.close();
});

describe('the metrics endpoint of every process', () => {
  it('exposes every Citable metric family, with process metrics, in every process', () => {
    for (const [name, scrape] of Object.entries(scrapes)) {
      for (const metric of METRIC_NAMES) expect(scrape.has(metric), `${metric} in ${name}`).toBe(true);
      for (const metric of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
        expect(scrape.has(metric), `${metric} in ${name}`).toBe(true);
      }
      expect(scrape.value('process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    }
  });

  it('counts the gateway requests by route pattern and status, with latency histograms', () => {
    const g = scrapes.gateway!;
    expect(g.value('citable_http_requests_total', { route: '/healthz', status_code: '200', method: 'GET' })).toBe(1);
    expect(g.value('citable_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    const histogram = g.histogram('citable_http_request_duration_seconds', { route: '/healthz' });
    expect(histogram?.count).toBe(1);
    expect(histogram?.buckets['+Inf']).toBe(1);
    expect(g.family('citable_http_request_duration_seconds').type).toBe('histogram');
  });

  it('counts what the crawler fetched and rendered, and the audit it started', () => {
    const c = scrapes.crawler!;
    expect(c.value('citable_audits_started_total')).toBe(1);
    expect(c.value('citable_crawler_pages_fetched_total', { outcome: 'done' })).toBe(PAGES);
    // robots.txt, the sitemap, the pages and the live checks as each AI crawler.
    expect(c.value('citable_crawler_fetch_duration_seconds')).toBeGreaterThan(PAGES);
    expect(c.value('citable_crawler_render_duration_seconds')).toBeGreaterThanOrEqual(1);
    expect(c.value('citable_queue_pending_messages', { queue: 'crawl.jobs' })).toBe(0);
    expect(c.value('citable_queue_ack_pending_messages', { queue: 'crawl.jobs' })).toBe(0);
  });

  it('counts the pages the scorer scored and the audit it completed, with its duration', () => {
    const s = scrapes.scorer!;
    expect(s.value('citable_scorer_pages_scored_total')).toBe(PAGES);
    expect(s.value('citable_scorer_page_duration_seconds')).toBe(PAGES);
    expect(s.value('citable_audits_completed_total')).toBe(1);
    expect(s.value('citable_audit_duration_seconds', { outcome: 'completed' })).toBe(1);
    for (const queue of ['score.pages', 'score.finalize']) {
      expect(s.value('citable_queue_pending_messages', { queue })).toBe(0);
      expect(s.value('citable_queue_redelivered_messages', { queue })).toBe(0);
    }
    // Queues belong to the processes that take their jobs.
    expect((s.family('citable_queue_pending_messages').data as Array<{ labels: Record<string, string> }>).map((x) => x.labels.queue).sort()).toEqual([
      'score.finalize',
      'score.pages',
    ]);
  });

  it('counts the citation answers by source and outcome, the providers\' latency and tokens', () => {
    const side = scrapes.side!;
    // Two queries asked once of each configured source: ChatGPT cites the site, Claude does not.
    expect(side.value('citable_citation_answers_total', { source: 'chatgpt', outcome: 'cited' })).toBe(2);
    expect(side.value('citable_citation_answers_total', { source: 'claude', outcome: 'not_cited' })).toBe(2);
    expect(side.value('citable_citation_answers_total', { outcome: 'error' })).toBe(0);
    expect(side.histogram('citable_citation_provider_request_duration_seconds', { source: 'chatgpt', outcome: 'ok' })?.count).toBe(2);
    expect(side.value('citable_citation_tokens_total', { source: 'claude' })).toBe(2 * (TOKENS.input + TOKENS.output));
    expect(side.value('citable_citation_tokens_total', { source: 'chatgpt' })).toBe(2 * (TOKENS.input + TOKENS.output));
  });

  it('counts the classifications, the cache hits and their latency', () => {
    const side = scrapes.side!;
    const classified = side.value('citable_classifier_classifications_total', { outcome: 'ok' });
    expect(classified).toBeGreaterThanOrEqual(1);
    expect(side.value('citable_classifier_classifications_total', { outcome: 'error' })).toBe(0);
    expect(side.value('citable_classifier_classification_duration_seconds')).toBe(classified);
    expect(side.value('citable_classifier_classification_duration_seconds', { cache: 'hit' })).toBe(side.value('citable_classifier_cache_hits_total'));
  });

  it('answers /livez and /readyz, and 404 elsewhere', async () => {
    for (const proc of Object.values(procs)) {
      expect((await fetch(`${proc.metricsUrl}/livez`)).status).toBe(200);
      const ready = await fetch(`${proc.metricsUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect((await fetch(`${proc.metricsUrl}/other`)).status).toBe(404);
    }
  });
});
