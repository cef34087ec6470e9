/**
 * `citable audit --citations` as a user runs it: the built CLI (bin/citable.js, so `make build`
 * first) in a child process on its embedded default, auditing a fixture site served as
 * acme-answers.test (--map-origin), with the AI sources played by the local provider server
 * through the real SDKs. ChatGPT cites the site's pricing page for branded questions and rivals
 * for the others; Claude only names the brand; Brave AI has no key here and must read "not
 * configured" with nothing in its place.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CitationSummarySchema, ReportSchema, type CitationSummary, type Report } from '@citable/contracts';
import { citingAssistant, startFixtureSite, startProviderServer, type FixtureSite, type ProviderServer } from '@citable/testing';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/citable.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../dist/citable.mjs', import.meta.url));
const TIMEOUT_MS = 150_000;
const SITE = 'https://acme-answers.test';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let site: FixtureSite;
let server: ProviderServer;

/** The environment without any key a developer's shell might hold: only `env` configures sources. */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(OPENAI|ANTHROPIC|PERPLEXITY|BRAVE|LLM)_/.test(k)));
  // Few questions, asked twice: the test is of the command, not of the prompt generator.
  return { ...clean, LOG_LEVEL: '', CITATION_REPEATS: '2', CITATION_MAX_QUERIES: '6', ...env };
}

function citable(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: environment(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const audit = (...more: string[]) => ['audit', SITE, '--map-origin', `${SITE}=${site.origin}`, '--allow-private', '--render', 'off', '--max-pages', '10', ...more];

beforeAll(async () => {
  expect(existsSync(BUILT), `the CLI is not built (${BUILT}): run make build first`).toBe(true);
  [site, server] = await Promise.all([
    startFixtureSite('well-optimised', { publicOrigin: SITE }),
    startProviderServer(citingAssistant({ site: SITE, brand: 'Acme Answers', competitors: ['https://rival.test/services', 'https://third.test/list'] })),
  ]);
});

afterAll(async () => {
  await Promise.all([site?.close(), server?.close()]);
});

describe('citable audit --citations', () => {
  it(
    '--json carries the citation test as citationSummary, in the API summary shape: configured sources answered, the other not configured',
    async () => {
      const run = await citable(audit('--citations', 'chatgpt,claude,brave', '--json', '--fail-under-citation-rate', '1'), server.sourceEnv(['chatgpt', 'claude']));
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      const { citationSummary, pages: _pages, site_checks: _siteChecks, criteria: _criteria, ...report } = JSON.parse(run.stdout) as Record<string, unknown> & { citationSummary: CitationSummary };
      expect(Value.Check(CitationSummarySchema, citationSummary), JSON.stringify([...Value.Errors(CitationSummarySchema, citationSummary)].slice(0, 3))).toBe(true);
      expect(Value.Check(ReportSchema, report)).toBe(true);

      const bySource = Object.fromEntries(citationSummary.bySource.map((s) => [s.ai_source, s]));
      // Brave AI has no key: not configured, never asked, no answer invented.
      expect(bySource.brave).toMatchObject({ configured: false, state: 'not_configured', total_queries: 0, answer_rate: { total: 0 } });
      expect(server.requests.some((r) => r.tag === 'brave')).toBe(false);
      // Perplexity was not asked for, though it would have read the same.
      expect(server.requests.some((r) => r.tag === 'perplexity')).toBe(false);
      const run0 = citationSummary.run!;
      expect(run0).toMatchObject({ status: 'completed', sources: ['chatgpt', 'claude'], repeats: 2, errors: 0 });
      expect(run0.total).toBe(run0.queries * 2 * 2);
      // ChatGPT cites the site for branded questions, Claude names it without a link.
      expect(bySource.chatgpt).toMatchObject({ configured: true, state: 'completed' });
      expect(bySource.chatgpt!.answer_rate.cited).toBeGreaterThan(0);
      expect(bySource.chatgpt!.answer_rate.total).toBe(run0.queries * 2);
      expect(bySource.chatgpt!.answer_rate.low).toBeLessThanOrEqual(bySource.chatgpt!.answer_rate.rate);
      expect(bySource.chatgpt!.answer_rate.high).toBeGreaterThanOrEqual(bySource.chatgpt!.answer_rate.rate);
      expect(bySource.claude).toMatchObject({ configured: true, state: 'completed', answer_rate: { cited: 0 } });
      expect(bySource.claude!.mentioned_answers).toBeGreaterThan(0);
      // Non-branded questions cite rivals: who was cited instead.
      const nonBranded = citationSummary.missingQueries.filter((q) => q.query_type === 'non-branded');
      expect(nonBranded.length).toBeGreaterThan(0);
      expect(nonBranded[0]!.competitors.map((c) => c.domain).sort()).toEqual(['rival.test', 'third.test']);
      // The report read after the run carries it too.
      expect((report as Report).citations.answer_rate).toEqual(citationSummary.overall.answer_rate);
    },
    TIMEOUT_MS,
  );

  it(
    'prints each source\'s cited rate with its 95% interval, cited against mentioned, and the missing questions with who was cited instead; --fail-under-citation-rate exits 1 below it',
    async () => {
      const run = await citable(audit('--citations', 'chatgpt,claude,brave', '--fail-under-citation-rate', '90'), server.sourceEnv(['chatgpt', 'claude']));
      expect(run.code, run.stderr).toBe(1);
      const out = run.stdout;
      expect(out).toMatch(/^ {2}AI citations: \d+ questions, each asked 2 times of each source$/m);
      const chatgpt = /^ {4}ChatGPT +cited in (\d+\.\d)% of answers \(95% interval (\d+\.\d)-(\d+\.\d)%\), (\d+) of (\d+); \d+ of \d+ questions? cited; brand named in \d+ answers?$/m.exec(out);
      expect(chatgpt, out).not.toBeNull();
      expect(Number(chatgpt![4])).toBeGreaterThan(0);
      expect(out).toMatch(/^ {4}Claude +cited in 0\.0% of answers \(95% interval 0\.0-\d+\.\d%\), 0 of \d+; 0 of \d+ questions? cited; brand named in [1-9]\d* answers?$/m);
      expect(out).toMatch(/^ {4}Brave AI +not configured: set BRAVE_API_KEY to ask it \(nothing answers in its place\)$/m);
      expect(out).not.toMatch(/Perplexity/);
      const overall = /^ {4}All sources +cited in (\d+\.\d)% of answers .*; brand named in \d+ answers?, \d+ of them without a link$/m.exec(out);
      expect(overall, out).not.toBeNull();
      expect(out).toMatch(/^ {2}Not cited for \d+ questions?/m);
      expect(out).toMatch(/^ {7}cited instead: (rival|third)\.test \(\d+\), (rival|third)\.test \(\d+\)$/m);
      // The citation test's summary comes after the audit's.
      expect(out.indexOf('AI citations')).toBeGreaterThan(out.indexOf('Fix first'));
      expect(run.stderr.trim()).toBe(`citable: the citation rate ${overall![1]}% is under 90%`);
    },
    TIMEOUT_MS,
  );

  it(
    'with no requested source configured, says so and asks nothing; --fail-under-citation-rate then fails for want of answers',
    async () => {
      const asked = server.requests.length;
      const run = await citable(audit('--citations', 'perplexity', '--fail-under-citation-rate', '10'));
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^ {2}AI citations: no run \(Perplexity: not configured\. .*\)$/m);
      expect(run.stdout).toMatch(/^ {4}Perplexity +not configured: set PERPLEXITY_API_KEY/m);
      expect(run.stdout).not.toMatch(/All sources/);
      expect(run.stderr.trim()).toMatch(/^citable: no citation answers to measure the citation rate by/);
      expect(server.requests.length).toBe(asked);
    },
    TIMEOUT_MS,
  );

  it('refuses an unknown source before the crawl, in one line', async () => {
    // A site nothing serves: a crawl would fail differently, and later.
    const run = await citable(['audit', 'http://127.0.0.1:9', '--citations', 'chatgpt,gemini']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('citable: --citations: unknown source "gemini": choose from perplexity, chatgpt, claude, brave (comma-separated), or all.');
    const orphan = await citable(['audit', 'http://127.0.0.1:9', '--fail-under-citation-rate', '10']);
    expect(orphan.code).toBe(2);
    expect(orphan.stderr.trim()).toMatch(/^citable: --fail-under-citation-rate judges the citation test: give the sources to ask with --citations\.$/);
  });
});
