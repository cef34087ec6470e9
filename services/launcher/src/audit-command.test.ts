/**
 * `citable audit` as a user runs it: the built CLI (bin/citable.js, so `make build` first) in a
 * child process, on its embedded default, against fixture sites served from this process.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, ReportSchema } from '@citable/contracts';
import { PAGE_CRITERIA, SITE_CRITERIA, sameFix } from '@citable/criteria';
import { BROKEN_LINKS_SITE, VERSIONED_DOCS_SITE, startFixtureSite, type FixtureSite } from '@citable/testing';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/citable.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const AUDIT_TIMEOUT_MS = 150_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function citable(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    // LOG_LEVEL unset: the CLI's own default (warnings only).
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** One line on stderr saying what went wrong, nothing on stdout. */
function expectOneLineError(run: Run, code: number, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(code);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^citable: /);
  expect(lines[0]).toMatch(pattern);
  expect(lines[0]).not.toMatch(/\bat .*\(.*:\d+:\d+\)/); // no stack trace
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let good: FixtureSite;
let poor: FixtureSite;
let linkrot: FixtureSite;
let manual: FixtureSite;

beforeAll(async () => {
  expect(existsSync(BUILT), `the CLI is not built (${BUILT}): run npx tsc -b first`).toBe(true);
  [good, poor, linkrot, manual] = await Promise.all([startFixtureSite('well-optimised'), startFixtureSite('poor'), startFixtureSite('broken-links'), startFixtureSite('versioned-docs')]);
});

afterAll(async () => {
  await Promise.all([good?.close(), poor?.close(), linkrot?.close(), manual?.close()]);
});

describe('citable audit', () => {
  it(
    '--json prints the Report, every page with its checks, and the site checks',
    async () => {
      const run = await citable('audit', good.url, '--allow-private', '--render', 'off', '--json', '--fail-under', '50');
      expect(run.code, run.stderr).toBe(0);
      // Not a terminal: no progress bar, and nothing else on stderr.
      expect(run.stderr).toBe('');
      const out = JSON.parse(run.stdout) as Record<string, unknown> & { pages: unknown; site_checks: unknown; criteria: unknown };
      const { pages, site_checks, criteria, ...report } = out;
      expect(Value.Check(ReportSchema, report), JSON.stringify([...Value.Errors(ReportSchema, report)].slice(0, 3))).toBe(true);
      const r = report as unknown as { audit: { pages_analyzed: number; domain: string }; scores: { overall: number }; categories: unknown[] };
      expect(r.audit.domain).toBe('127.0.0.1');
      expect(r.categories).toHaveLength(6);
      expect(r.scores.overall).toBeGreaterThan(80);

      const list = pages as Array<{ url: string; status_code: number; diagnostic_score: number; checks: Array<{ id: string; status: string; score: number; details: object }> }>;
      expect(list).toHaveLength(8);
      expect(list).toHaveLength(r.audit.pages_analyzed);
      expect(list[0]!.url).toBe(good.url);
      for (const page of list) {
        expect(Object.keys(page).sort()).toEqual(['checks', 'diagnostic_score', 'status_code', 'url']);
        expect(page.status_code).toBe(200);
        expect(page.diagnostic_score).toBeGreaterThanOrEqual(0);
        expect(page.checks.map((c) => c.id).sort()).toEqual(PAGE_CRITERIA.map((c) => c.id).sort());
        for (const c of page.checks) {
          expect(c.status).not.toBe('error');
          expect(typeof c.details).toBe('object');
          // What every result of a check shares is printed once, in `criteria`.
          expect(Object.keys(c).sort()).toEqual(['details', 'evidence', 'id', 'score', 'status']);
        }
      }
      const siteChecks = site_checks as Array<{ id: string; status: string }>;
      expect(siteChecks.map((c) => c.id).sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());
      expect(siteChecks[0]).not.toHaveProperty('how_to_fix');
      const texts = criteria as Array<{ id: string; name: string; weight: number; why_it_matters: string; how_to_fix: string; quick_fixes: string[] }>;
      expect(texts.map((c) => c.id).sort()).toEqual([...PAGE_CRITERIA, ...SITE_CRITERIA].map((c) => c.id).sort());
      const c1 = PAGE_CRITERIA.find((c) => c.id === 'C1_title_quality')!;
      expect(texts.find((c) => c.id === c1.id)).toMatchObject({ name: c1.label, weight: c1.weight, why_it_matters: c1.why_it_matters, how_to_fix: c1.how_to_fix, quick_fixes: c1.quick_fixes });
      expect(run.stdout.trimEnd()).not.toContain('\n');
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'prints the Citable Score, the six categories and the top fixes; --fail-under above the score exits 1',
    async () => {
      const run = await citable('audit', poor.url, '--allow-private', '--render', 'off', '--fail-under', '90');
      expect(run.code, run.stderr).toBe(1);
      const score = /Citable Score\s+(\d+\.\d) \/ 100/.exec(run.stdout);
      expect(score, run.stdout).not.toBeNull();
      expect(Number(score![1])).toBeLessThan(50);
      expect(run.stdout).toContain(`Citable audit of ${poor.url} (3 pages)`);
      for (const c of CATEGORIES) expect(run.stdout).toMatch(new RegExp(`${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\d+\\.\\d`));
      const fixes = run.stdout.slice(run.stdout.indexOf('Fix first'));
      expect(fixes).toMatch(/^\s+1\. .+\((high|medium|low), \+\d+\.\d points, (low|medium|high) effort\)$/m);
      expect(fixes).toMatch(/^\s+5\. /m);
      // A page check and the site check counting it are one fix, named "page check + site check".
      const names = [...fixes.matchAll(/^\s+\d+\. (.+) \((?:high|medium|low),/gm)].map((m) => m[1]!);
      const byName = new Map([...PAGE_CRITERIA, ...SITE_CRITERIA].map((c) => [c.label, c.id]));
      const named = names.flatMap((n) => n.split(' + ').map((part) => byName.get(part)));
      expect(named.every((id) => id !== undefined), names.join(' | ')).toBe(true);
      expect(new Set(named.map((id) => sameFix(id!)[0])).size, names.join(' | ')).toBe(names.length);
      // The reason for the exit code, in one line.
      expect(run.stderr.trim()).toBe(`citable: the Citable Score ${score![1]} is under 90`);
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'scores only the HTML 200 pages of a site whose nav links to missing pages and images, and reports its broken links',
    async () => {
      const [json, text] = await Promise.all([
        citable('audit', linkrot.url, '--allow-private', '--render', 'off', '--json'),
        citable('audit', linkrot.url, '--allow-private', '--render', 'off', '--max-pages', '3'),
      ]);
      expect(json.code, json.stderr).toBe(0);
      const out = JSON.parse(json.stdout) as Record<string, unknown>;
      const { pages, site_checks: _siteChecks, ...report } = out;
      expect(Value.Check(ReportSchema, report), JSON.stringify([...Value.Errors(ReportSchema, report)].slice(0, 3))).toBe(true);
      const r = report as unknown as { audit: { pages_analyzed: number }; crawlSummary: { pages: number; broken_links: Array<{ url: string; status_code: number; linked_from: string[] }>; resources: Array<{ url: string }> } };
      const list = pages as Array<{ url: string; status_code: number; checks: unknown[] }>;
      const path = (u: string) => new URL(u).pathname;
      expect(list.map((p) => path(p.url)).sort()).toEqual([...BROKEN_LINKS_SITE.pages].sort());
      expect(list.every((p) => p.status_code === 200 && p.checks.length > 0)).toBe(true);
      expect(r.audit.pages_analyzed).toBe(4);
      expect(r.crawlSummary.pages).toBe(4);
      expect(Object.fromEntries(r.crawlSummary.broken_links.map((b) => [path(b.url), b.status_code]))).toEqual(BROKEN_LINKS_SITE.broken);
      const docs = r.crawlSummary.broken_links.find((b) => path(b.url) === '/docs/');
      expect(docs?.linked_from.map(path).sort()).toEqual(['/', '/about', '/pricing', '/pricing-copy']);
      expect(r.crawlSummary.resources.map((x) => path(x.url)).sort()).toEqual(Object.keys(BROKEN_LINKS_SITE.resources).sort());

      // max_pages counts pages: three pages, however many dead links came first.
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toContain(`Citable audit of ${linkrot.url} (3 pages)`);
      expect(text.stdout).toMatch(/^ {2}Crawl: \d+ broken links?, \d+ redirects?, \d+ files? skipped$/m);
      expect(text.stdout).toMatch(new RegExp(`^ {4}HTTP 404  ${linkrot.origin}/docs/  \\(linked from ${linkrot.url} and 2 others\\)$`, 'm'));
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'counts and lists the canonical copies of a versioned manual, each with the URL it defers to',
    async () => {
      const [json, text] = await Promise.all([
        citable('audit', manual.url, '--allow-private', '--render', 'off', '--json'),
        citable('audit', manual.url, '--allow-private', '--render', 'off'),
      ]);
      expect(json.code, json.stderr).toBe(0);
      const { pages, site_checks: _siteChecks, criteria: _criteria, ...report } = JSON.parse(json.stdout) as Record<string, unknown>;
      expect(Value.Check(ReportSchema, report), JSON.stringify([...Value.Errors(ReportSchema, report)].slice(0, 3))).toBe(true);
      const summary = (report as { crawlSummary: { pages: number; counts: Record<string, number>; canonical_copies: Array<{ url: string; canonical: string }> } }).crawlSummary;
      const path = (u: string) => new URL(u).pathname;
      const copies = Object.keys(VERSIONED_DOCS_SITE.copies).length;
      expect((pages as Array<{ url: string }>).map((p) => path(p.url)).sort()).toEqual([...VERSIONED_DOCS_SITE.pages].sort());
      expect(summary.pages).toBe(VERSIONED_DOCS_SITE.pages.length);
      expect(summary.counts).toMatchObject({ canonical_copies: copies, broken_links: 0, redirects: 0, resources: 0 });
      expect(Object.fromEntries(summary.canonical_copies.map((c) => [path(c.url), path(c.canonical)]))).toEqual(VERSIONED_DOCS_SITE.copies);

      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toContain(`Citable audit of ${manual.url} (${VERSIONED_DOCS_SITE.pages.length} pages)`);
      expect(text.stdout).toMatch(new RegExp(`^ {2}Crawl: 0 broken links, 0 redirects, 0 files skipped, ${copies} canonical copies$`, 'm'));
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'an unreachable site and a private address without --allow-private fail with one line and the precheck reason',
    async () => {
      const port = await closedPort();
      const requestsBefore = poor.requests.length;
      const [unreachable, privateAddress] = await Promise.all([
        citable('audit', `http://127.0.0.1:${port}/`, '--allow-private', '--render', 'off'),
        citable('audit', poor.url, '--render', 'off'),
      ]);
      expectOneLineError(unreachable, 1, /failed: .*\(precheck_failed_connection_refused\)$/);
      expectOneLineError(privateAddress, 1, /failed: .*\(precheck_failed_address_not_allowed\)$/);
      // Refused on its address: the site never saw a request.
      expect(poor.requests.length).toBe(requestsBefore);
    },
    AUDIT_TIMEOUT_MS,
  );

  it(
    'a malformed URL and bad flags print one line and exit 2',
    async () => {
      const cases: Array<[string[], RegExp]> = [
        [['audit', 'http://exa mple.com'], /not a valid|URL|domain/i],
        [['audit', 'ftp://example.com'], /http and https/],
        [['audit'], /exactly one URL/],
        [['audit', 'https://example.com', '--bogus'], /Unknown option '--bogus'/],
        [['audit', 'https://example.com', '--render', 'maybe'], /--render must be off, sample or all/],
        [['audit', 'https://example.com', '--max-pages', '0'], /--max-pages must be an integer from 1 to 500/],
        [['audit', 'https://example.com', '--fail-under', '101'], /--fail-under must be a number from 0 to 100/],
        [['audit', 'https://example.com', '--map-origin', 'nonsense'], /--map-origin takes FROM=TO/],
        [['audit', 'https://example.com', '--map-origin', 'https://example.com/blog=http://127.0.0.1:8000'], /--map-origin takes FROM=TO.*FROM "https:\/\/example\.com\/blog" is not an origin/],
      ];
      const runs = await Promise.all(cases.map(([args]) => citable(...args)));
      for (const [i, run] of runs.entries()) expectOneLineError(run, 2, cases[i]![1]);
    },
    AUDIT_TIMEOUT_MS,
  );
});
