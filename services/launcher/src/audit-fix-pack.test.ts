/**
 * `citable audit --fix-pack DIR` as a user runs it (the built CLI, `make build` first), and the
 * closed loop on a fixture site: the bare site (nothing in its head but titles, no sitemap or
 * llms.txt) is audited, its pack applied, the copy re-audited: at least 15 points gained, no
 * check lower, nothing rejected.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixPack } from '@citable/contracts';
import { applyPageFixes } from '@citable/fixes';
import { FIXTURE_SITES, startFixtureSite, textResponse, type FixtureResponse, type FixtureSite, type Routes } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/citable.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const AUDIT_TIMEOUT_MS = 150_000;

interface Verdict { id: string; score: number }
interface AuditJson { scores: { overall: number }; pages: Array<{ url: string; checks: Verdict[] }>; site_checks: Verdict[] }

function citable(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: '', LLM_PROVIDER: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let routes: Routes = {};
let site: FixtureSite;
let dir: string;

beforeAll(async () => {
  expect(existsSync(BUILT), `the CLI is not built (${BUILT}): run npx tsc -b first`).toBe(true);
  // The routes can be swapped for the patched copy while the server keeps its address.
  site = await startFixtureSite(() => {
    routes = FIXTURE_SITES.bare();
    return new Proxy({}, { get: (_t, p) => routes[p as string] });
  });
  dir = mkdtempSync(path.join(tmpdir(), 'citable-fix-pack-test-'));
});

afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('citable audit --fix-pack', () => {
  it(
    'writes fix-pack.json and site/, and the pack applied gains 15 points or more with no check lower',
    async () => {
      const before = await citable('audit', site.url, '--allow-private', '--render', 'off', '--json', '--fix-pack', dir);
      expect(before.code, before.stderr).toBe(0);
      expect(before.stderr).toMatch(/^citable: wrote the fix pack to .*: \d+ head fixes on 8 pages, 3 site files \(fix-pack\.json, site\/sitemap\.xml, site\/robots\.txt, site\/llms\.txt\)\n$/);
      const pack = JSON.parse(readFileSync(path.join(dir, 'fix-pack.json'), 'utf8')) as FixPack;
      expect(pack.rejected).toEqual([]);
      expect(pack.site_files.map((f) => f.file)).toEqual(['site/sitemap.xml', 'site/robots.txt', 'site/llms.txt']);
      expect(readFileSync(path.join(dir, 'site/llms.txt'), 'utf8')).toMatch(/^# Acme Answers\n\n> /);

      const patched: Routes = { ...routes };
      for (const page of pack.pages) {
        const p = new URL(page.url).pathname;
        const res = routes[p] as FixtureResponse;
        patched[p] = { ...res, body: applyPageFixes(String(res.body), page) };
      }
      for (const f of pack.site_files) patched[f.path] = textResponse(readFileSync(path.join(dir, f.file), 'utf8'), f.path.endsWith('.xml') ? 'application/xml' : 'text/plain');
      routes = patched;
      const after = await citable('audit', site.url, '--allow-private', '--render', 'off', '--json');
      expect(after.code, after.stderr).toBe(0);

      const a = JSON.parse(before.stdout) as AuditJson;
      const b = JSON.parse(after.stdout) as AuditJson;
      expect(b.scores.overall - a.scores.overall).toBeGreaterThanOrEqual(15);
      const scores = (j: AuditJson) => new Map([...j.pages.flatMap((p) => p.checks.map((c) => [`${p.url} ${c.id}`, c.score] as const)), ...j.site_checks.map((c) => [c.id, c.score] as const)]);
      const was = scores(a);
      const now = scores(b);
      // A13 times the fetch, which no fix touches.
      const lower = [...was].filter(([k, s]) => !k.endsWith('A13_page_speed_lcp') && (now.get(k) ?? s) < s);
      expect(lower).toEqual([]);
    },
    2 * AUDIT_TIMEOUT_MS,
  );

  it('refuses a --fix-pack that is a file, before the crawl', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const run = await citable('audit', site.url, '--allow-private', '--fix-pack', file);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(/^citable: --fix-pack .*a-file: that is a file; give a folder\.$/);
  });
});
