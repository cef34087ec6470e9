/**
 * The citation service on real Postgres and NATS JetStream, asked over the bus as the gateway
 * asks it, with the AI sources played by the local provider server through the real SDKs:
 * prompt sets (cache, refresh, nocache, classifier or none, AI not configured), starting runs
 * (sources without a key named, one run at a time, bad requests), a run with a source whose key
 * is refused, a run asking the questions read from a real-shaped project site, and the token
 * budget.
 */
import { connectNatsBus, deleteNatsNamespace, RemoteError, type Bus, type Subscription } from '@citable/bus';
import { loadConfig } from '@citable/config';
import { EVENTS, REQUESTS, type CitationProgress, type CitationRunResponse, type CitationSummary, type ClassifyResponse, type PromptSet } from '@citable/contracts';
import { toJson } from '@citable/db';
import { createLogger } from '@citable/log';
import { startServices, type RunningProcess } from '@citable/runtime';
import { createTestDatabase, fixtureSitePages, PROJECT_SITES, startProviderServer, testNamespace, testNatsUrl, type ProviderReply, type ProviderRequest, type ProviderServer, type TestDatabase } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCitations } from '../analytics/report.js';
import { shareOfVoice } from '../analytics/share-of-voice.js';
import { viewAnswers } from '../runs/run-store.js';
import { citationService } from '../service.js';

const SITE = 'https://widget-works.test';
const log = createLogger({ level: 'silent' });

let database: TestDatabase;
let natsUrl: string;
let server: ProviderServer;
let script: (req: ProviderRequest) => ProviderReply | Promise<ProviderReply> = () => ({ answer: { text: 'No idea.' } });

function page(path: string, title: string, h2s: string[]): string {
  // What a real home page says of itself: the questions are filled from it.
  const about = path === '/' ? '<meta name="description" content="Widget Works is an industrial widget supplier for factories: spare parts and widget repairs within 48 hours.">' : '';
  return `<!doctype html><html><head><title>${title}</title><meta property="og:site_name" content="Widget Works">${about}</head><body><h1>${title}</h1>${h2s.map((h) => `<h2>${h}</h2><p>About ${h}.</p>`).join('')}</body></html>`;
}

async function seedAudit(status: 'completed' | 'running' = 'completed'): Promise<string> {
  const audit = await database.db
    .insertInto('audits')
    .values({ project_id: 'it', root_url: `${SITE}/`, domain: 'widget-works.test', max_pages: 10, status, finished_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pages: Array<[string, string, string[], number]> = [
    ['/', 'Widget Works | Industrial Widgets', ['Industrial widgets', 'Widget repairs'], 88],
    ['/repairs', 'Widget Repairs | Widget Works', ['Widget repairs', 'Spare parts'], 64],
    ['/parts', 'Spare Parts | Widget Works', ['Spare parts'], 41],
  ];
  for (const [path, title, h2s, score] of pages) {
    await database.db
      .insertInto('pages')
      .values({ audit_id: audit.id, url: `${SITE}${path}`, title, h1: title, html_static: page(path, title, h2s), depth: path === '/' ? 0 : 1, status_code: 200, diagnostic_score: score, jsonld: toJson([]) })
      .execute();
  }
  return audit.id;
}

interface Harness {
  bus: Bus;
  namespace: string;
  proc: RunningProcess;
  events: CitationProgress[];
  stop(): Promise<void>;
}

async function startCitation(env: Record<string, string>): Promise<Harness> {
  const namespace = testNamespace('citation-it');
  const config = loadConfig({
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    BUS_NAMESPACE: namespace,
    LOG_LEVEL: 'silent',
    CITATION_AUTO_RUN: 'false',
    CITATION_ANSWER_TIMEOUT_MS: '3000',
    CITATION_ACK_WAIT_MS: '3000',
    ...env,
  });
  const proc = await startServices([citationService], { config, log });
  const bus = await connectNatsBus({ url: natsUrl, namespace, name: 'citation-it' });
  const events: CitationProgress[] = [];
  const sub: Subscription = await bus.subscribe<CitationProgress>(EVENTS.citationProgress, (p) => void events.push(p));
  return {
    bus,
    namespace,
    proc,
    events,
    async stop() {
      await sub.stop();
      await proc.stop();
      await bus.close();
      await deleteNatsNamespace({ url: natsUrl, namespace });
    },
  };
}

const keys = (...sources: Array<'chatgpt' | 'claude' | 'perplexity' | 'brave'>) =>
  Object.fromEntries(
    sources.flatMap((s) => {
      const prefix = { chatgpt: 'OPENAI', claude: 'ANTHROPIC', perplexity: 'PERPLEXITY', brave: 'BRAVE' }[s];
      return [
        [`${prefix}_API_KEY`, `key-${s}`],
        [`${prefix}_BASE_URL`, server.baseUrl(s)],
      ];
    }),
  );

async function waitForEnd(h: Harness, runId: string, timeoutMs = 30_000): Promise<CitationProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const end = h.events.find((e) => e.runId === runId && e.status !== 'running');
    if (end) return end;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not end within ${timeoutMs} ms (${h.events.filter((e) => e.runId === runId).length} progress events)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function remoteError(promise: Promise<unknown>): Promise<RemoteError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof RemoteError)) throw new Error(`expected a RemoteError, got ${String(err)}`);
  return err;
}

beforeAll(async () => {
  [database, natsUrl, server] = await Promise.all([createTestDatabase(), testNatsUrl(), startProviderServer((req) => script(req))]);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('prompt sets over the bus', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startCitation(keys('chatgpt'));
    await seedAudit();
  });
  afterAll(() => h.stop());
  const ask = (q: Record<string, unknown>) => h.bus.request<Record<string, unknown>, PromptSet>(REQUESTS.citation.prompts, q, { timeoutMs: 20_000 });

  it('with no classifier answering: questions filled from the audit\'s pages, judged, and said so', async () => {
    const set = await ask({ domain: 'www.widget-works.test' });
    expect(set.meta).toMatchObject({ source: 'blended', vertical: 'general', classifier: 'unavailable', industry: 'General', brand: 'Widget Works', judge_version: 'judge-v18' });
    expect(set.meta.note).toContain('The classifier did not answer: the site kind was read from its pages alone.');
    expect(set.meta.note).toContain('No LLM is configured');
    expect(set.branded.every((p) => /Widget Works/.test(p))).toBe(true);
    expect(set.nonBranded.length).toBeGreaterThan(0);
    expect(set.nonBranded.every((p) => /widget|repairs|spare parts/i.test(p) && !/widget works/i.test(p))).toBe(true);
    expect(set.judged?.shipped.every((v) => v.passed)).toBe(true);
  });

  it('caches per domain, mode and version; refresh regenerates; nocache bypasses the cache', async () => {
    const first = await ask({ domain: 'widget-works.test', mode: 'rules' });
    const again = await ask({ domain: 'widget-works.test', mode: 'rules' });
    expect(again.meta.generated_at).toBe(first.meta.generated_at);
    const refreshed = await ask({ domain: 'widget-works.test', mode: 'rules', refresh: true });
    expect(refreshed.meta.generated_at).not.toBe(first.meta.generated_at);
    const count = async () => (await database.db.selectFrom('prompt_sets').select('id').where('domain', '=', 'widget-works.test').where('mode', '=', 'rules').execute()).length;
    const before = await count();
    const bypass = await ask({ domain: 'widget-works.test', mode: 'rules', nocache: 1 });
    expect(bypass.meta.generated_at).not.toBe(refreshed.meta.generated_at);
    expect(await count()).toBe(before);
    expect((await ask({ domain: 'widget-works.test', mode: 'rules' })).meta.generated_at).toBe(refreshed.meta.generated_at);
  });

  it('uses the vertical and industry the classifier gives, when it answers', async () => {
    const classifier = await h.bus.respond<{ host: string; auditId?: string }, ClassifyResponse>(REQUESTS.classifier.classify, async (req) => ({
      vertical: 'manufacturing',
      cache_hit: false,
      comparison: {
        host: req.host,
        legacy: { site_type: 'business', industry: 'manufacturing' },
        v2: {
          site_type: { value: 'business', confidence: 0.9 },
          industry: { value: 'Industrial Machinery Manufacturing', confidence: 0.8 },
          site_mode: 'brochure',
          brand_kind: 'company',
          purpose: 'lead generation',
          lang: 'en',
          region: null,
          signals: {},
          nav_terms: [],
          jsonld_types: [],
          category_terms: [],
          notes: [],
          error: null,
        },
      },
    }));
    try {
      const set = await ask({ domain: 'widget-works.test', mode: 'rules', refresh: true });
      expect(set.meta).toMatchObject({ vertical: 'manufacturing', classifier: 'answered', industry: 'Industrial Machinery Manufacturing' });
      expect(set.meta.note ?? '').not.toContain('The classifier did not answer');
      // The industry grounds questions too: "machinery" is this site's word now.
      expect(set.judged?.shipped.length).toBeGreaterThan(0);
    } finally {
      await classifier.stop();
    }
  });

  it('answers mode=ai with "not configured" without an LLM, and a bad domain with 400', async () => {
    expect(await remoteError(ask({ domain: 'widget-works.test', mode: 'ai' }))).toMatchObject({ status: 409, code: 'not_configured', message: expect.stringContaining('LLM_PROVIDER') });
    expect(await remoteError(ask({ domain: 'not a domain!' }))).toMatchObject({ status: 400, code: 'bad_request' });
    expect(await remoteError(ask({ mode: 'rules' }))).toMatchObject({ status: 400, code: 'bad_request' });
  });
});

describe('citation runs over the bus', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startCitation({ ...keys('chatgpt', 'claude'), CITATION_REPEATS: '2', CITATION_MAX_QUERIES: '4' });
  });
  afterAll(() => h.stop());
  const run = (auditId: string, sources = ['perplexity', 'chatgpt', 'claude', 'brave']) =>
    h.bus.request<unknown, CitationRunResponse>(REQUESTS.citation.run, { auditId, domain: 'widget-works.test', sources }, { timeoutMs: 20_000 });
  const summary = (auditId: string) => h.bus.request<unknown, CitationSummary>(REQUESTS.citation.summary, { auditId }, { timeoutMs: 10_000 });

  it('asks the configured sources, names the others, records a refused key per answer, and completes', async () => {
    script = (req) =>
      req.tag === 'claude'
        ? { fault: 'unauthorized' }
        : req.query.includes('Widget Works')
          ? { answer: { text: 'Widget Works repairs industrial widgets.', citations: [{ url: `${SITE}/repairs/` }, { url: 'https://rival.test/' }] } }
          : { answer: { text: 'Rival Co is a common choice.', citations: [{ url: 'https://rival.test/widgets' }] } };
    const auditId = await seedAudit();
    const started = await run(auditId);
    expect(started).toMatchObject({ ok: true, sources: ['chatgpt', 'claude'], not_configured: ['perplexity', 'brave'], total: 16 });
    const end = await waitForEnd(h, started.run_id);
    expect(end).toMatchObject({ status: 'completed', total: 16, done: 16, errors: 8 });
    expect(end.bySource).toEqual([
      { source: 'chatgpt', total: 8, done: 8, errors: 0 },
      { source: 'claude', total: 8, done: 8, errors: 8 },
    ]);

    const s = await summary(auditId);
    // Branded questions fill the run when the site grounds fewer non-branded ones; the script cites the site for those.
    const asked = (await database.db.selectFrom('citation_runs').select('queries').where('id', '=', started.run_id).executeTakeFirstOrThrow()).queries;
    const branded = asked.filter((q) => q.query_type === 'branded').length;
    expect(branded).toBeGreaterThanOrEqual(1);
    expect(s.bySource.map((b) => [b.ai_source, b.state, b.configured, b.cited_queries, b.total_queries])).toEqual([
      ['perplexity', 'not_configured', false, 0, 0],
      ['chatgpt', 'completed', true, branded, 4],
      ['claude', 'failed', true, 0, 0],
      ['brave', 'not_configured', false, 0, 0],
    ]);
    expect(s.bySource[2]).toMatchObject({ errors: 8, error_kinds: { unauthorized: 8 } });
    expect(s.topCitedUrls).toEqual([{ first_match_url: `${SITE}/repairs`, citation_count: 2 * branded, last_seen: expect.any(String) }]);
    expect(s.run).toMatchObject({ id: started.run_id, status: 'completed', queries: 4, repeats: 2, total: 16, done: 16, errors: 8 });
    expect(s.prompts).toMatchObject({ vertical: 'general', classifier: 'unavailable', brand: 'Widget Works' });
    expect(s.pageScores).toEqual({ cited: { pages: 1, mean_score: 64 }, never_cited: { pages: 2, mean_score: 64.5 } });
    const claudeAnswer = await database.db.selectFrom('citation_results').select(['error', 'error_kind']).where('ai_source', '=', 'claude').where('audit_id', '=', auditId).executeTakeFirstOrThrow();
    expect(claudeAnswer.error).toMatch(/^The API key was refused \(1 attempt\): 401/);

    // What the scorer reads: the report section of the view, written once, when the run completed;
    // with each source's share of voice (the Trends screen's): ChatGPT cites the site in branded answers, rival.test in all.
    const stored = await database.db.selectFrom('citation_runs').select(['report', 'page_citations', 'queries']).where('id', '=', started.run_id).executeTakeFirstOrThrow();
    const answers = await viewAnswers(database.db, auditId);
    expect(stored.report).toEqual({ ...reportCitations(answers, stored.queries.map((q) => q.query)), share_of_voice: shareOfVoice(answers, 'widget-works.test') });
    const share = (n: number, of: number) => Math.round((1000 * n) / of) / 10;
    expect(stored.report!.share_of_voice).toEqual([
      { source: 'chatgpt', total: 2 * branded + 8, site: { citations: 2 * branded, share: share(2 * branded, 2 * branded + 8) }, competitors: [{ domain: 'rival.test', citations: 8, share: share(8, 2 * branded + 8) }] },
    ]);
    expect(stored.page_citations).toEqual({ [`${SITE}/repairs`]: 2 * branded });
  });

  it('asks the sources the site profile\'s questions, and records the prompt set that asked', async () => {
    const asked: string[] = [];
    script = (req) => {
      asked.push(req.query);
      return { answer: { text: 'Airflow and Dagster are common choices.', citations: [{ url: 'https://airflow.example/' }] } };
    };
    const audit = await database.db
      .insertInto('audits')
      .values({ project_id: 'it', root_url: 'https://pipewright.example/', domain: 'pipewright.example', max_pages: 20, status: 'completed', finished_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const page of fixtureSitePages(PROJECT_SITES['oss-orchestrator'], 'https://pipewright.example')) {
      await database.db.insertInto('pages').values({ audit_id: audit.id, url: page.url, html_static: page.html, depth: page.path === '/' ? 0 : 1, status_code: 200, jsonld: toJson([]) }).execute();
    }
    const started = await h.bus.request<unknown, CitationRunResponse>(REQUESTS.citation.run, { auditId: audit.id, domain: 'pipewright.example', sources: ['chatgpt'] }, { timeoutMs: 20_000 });
    expect(await waitForEnd(h, started.run_id)).toMatchObject({ status: 'completed' });
    const nonBranded = [...new Set(asked)].filter((q) => !/Pipewright/.test(q));
    expect(nonBranded.length).toBeGreaterThanOrEqual(2);
    for (const q of nonBranded) expect(q).toMatch(/orchestration|pipeline|backfill|lineage|cron|schedul|Python/i);
    for (const q of asked) expect(q).not.toMatch(/how much|cost|community|github issues|various/i);
    const s = await summary(audit.id);
    expect(s.prompts).toMatchObject({ brand: 'Pipewright', prompt_gen_version: expect.stringContaining('judge-v18'), set_id: expect.stringMatching(/^ps_[0-9a-f]{12}$/) });
    const set = await h.bus.request<Record<string, unknown>, PromptSet>(REQUESTS.citation.prompts, { domain: 'pipewright.example' }, { timeoutMs: 20_000 });
    expect(s.prompts?.set_id).toBe(set.meta.set_id);
  });

  it('returns the running run instead of starting a second one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    script = async () => {
      await gate;
      return { answer: { text: 'Later.' } };
    };
    const auditId = await seedAudit();
    const first = await run(auditId, ['chatgpt']);
    const second = await run(auditId, ['chatgpt', 'claude']);
    expect(second).toMatchObject({ ok: true, run_id: first.run_id, already_running: true });
    release();
    expect(await waitForEnd(h, first.run_id)).toMatchObject({ status: 'completed', total: 8 });
  });

  it('refuses with a reason: no configured source, an audit not completed, a missing audit, a bad request', async () => {
    const auditId = await seedAudit();
    expect(await remoteError(run(auditId, ['perplexity', 'brave']))).toMatchObject({ status: 409, code: 'not_configured', message: expect.stringMatching(/^Perplexity, Brave AI: not configured/) });
    expect(await remoteError(run(await seedAudit('running')))).toMatchObject({ status: 409, code: 'audit_not_completed' });
    expect(await remoteError(run(crypto.randomUUID()))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await remoteError(h.bus.request(REQUESTS.citation.run, { auditId, sources: [] }))).toMatchObject({ status: 400, code: 'bad_request' });
    expect(await remoteError(summary('nope'))).toMatchObject({ status: 400 });
  });
});

describe('the token budget', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startCitation({ ...keys('chatgpt'), CITATION_REPEATS: '1', CITATION_MAX_QUERIES: '5', CITATION_CONCURRENCY: '1', CITATION_MAX_TOKENS: '1000' });
  });
  afterAll(() => h.stop());

  it('records answers past the budget as budget errors, apart from the others', async () => {
    script = () => ({ answer: { text: 'An answer.', tokens: { input: 300, output: 100 } } });
    const auditId = await seedAudit();
    const started = await h.bus.request<unknown, CitationRunResponse>(REQUESTS.citation.run, { auditId, domain: 'widget-works.test', sources: ['chatgpt'] }, { timeoutMs: 20_000 });
    expect(await waitForEnd(h, started.run_id)).toMatchObject({ status: 'completed', total: 5, done: 5, errors: 2 });
    const rows = await database.db.selectFrom('citation_results').select(['error_kind', 'tokens']).where('run_id', '=', started.run_id).orderBy('occurred_at').execute();
    expect(rows.map((r) => r.error_kind)).toEqual([null, null, null, 'budget', 'budget']);
    const runRow = await database.db.selectFrom('citation_runs').select(['tokens_used']).where('id', '=', started.run_id).executeTakeFirstOrThrow();
    expect(Number(runRow.tokens_used)).toBe(1200);
  });
});
