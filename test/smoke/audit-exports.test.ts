/**
 * `citable audit --csv FILE --sarif FILE` as a CI runs it: the built CLI on a fixture site, then
 * the files read back: the CSVs hold every page's checks and the site checks, and the SARIF log
 * validates against the SARIF 2.1.0 schema with one result per failing or warning check and page.
 */
import { PAGE_CRITERIA, SITE_CRITERIA } from '@citable/criteria';
import { startFixtureSite, type FixtureSite } from '@citable/testing';
import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSarif } from '../../libs/exports/src/__fixtures__/sarif-schema.js';
import { cleanEnv, runCli } from '../helpers/cli.js';

let site: FixtureSite;
let dir: string;

beforeAll(async () => {
  site = await startFixtureSite('poor');
  dir = mkdtempSync(join(tmpdir(), 'citable-exports-'));
});
afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('citable audit --csv --sarif', () => {
  it('writes the CSVs and a SARIF log that validates', async () => {
    const csv = join(dir, 'audit.csv');
    const sarif = join(dir, 'audit.sarif');
    const run = await runCli(['audit', site.url, '--allow-private', '--render', 'off', '--csv', csv, '--sarif', sarif], cleanEnv({}), 150_000);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`citable: wrote ${csv}`);
    expect(run.stderr).toContain(`citable: wrote ${join(dir, 'audit-site-checks.csv')}`);

    const pageRows = parse(readFileSync(csv, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    const urls = [...new Set(pageRows.map((r) => r.url))];
    expect(urls.length).toBeGreaterThan(1);
    expect(pageRows).toHaveLength(urls.length * PAGE_CRITERIA.length);
    const siteRows = parse(readFileSync(join(dir, 'audit-site-checks.csv'), 'utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(siteRows.map((r) => r.check_id).sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());

    const log = JSON.parse(readFileSync(sarif, 'utf8')) as Log;
    expect(validateSarif(log) ? [] : validateSarif.errors).toEqual([]);
    const results = log.runs[0]!.results!;
    // The poor site fails checks on every page: each failing or warning page check is one result at its page.
    const failing = pageRows.filter((r) => r.status === 'fail' || r.status === 'warn');
    const pageCheckIds = new Set(PAGE_CRITERIA.map((c) => c.id));
    const pageResults = results.filter((r) => pageCheckIds.has(r.ruleId!));
    expect(pageResults).toHaveLength(failing.length);
    for (const r of pageResults) expect(urls).toContain(r.locations![0]!.physicalLocation!.artifactLocation!.uri);
    expect(results.some((r) => r.ruleId === 'C2_meta_description' && r.level === 'error')).toBe(true);
  });

  it('refuses an empty file name', async () => {
    const run = await runCli(['audit', site.url, '--csv', ''], cleanEnv({}));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--csv takes a file name/);
  });

  it('refuses a file it could not write before crawling: a missing folder, a folder for a file', async () => {
    const requestsBefore = site.requests.length;
    const missing = await runCli(['audit', site.url, '--allow-private', '--csv', join(dir, 'no-such-folder', 'audit.csv')], cleanEnv({}));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`--csv ${join(dir, 'no-such-folder', 'audit.csv')}: the folder ${join(dir, 'no-such-folder')} does not exist or cannot be written.`);
    const folder = await runCli(['audit', site.url, '--allow-private', '--sarif', dir], cleanEnv({}));
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`--sarif ${dir}: that is a folder; give a file name.`);
    // Nothing was crawled.
    expect(site.requests.length).toBe(requestsBefore);
  });
});
