/**
 * `citable audit --baseline`: the built CLI in a child process audits a fixture site, the site
 * changes (a check fixed, another broken, a page swapped), and the second audit prints the diff
 * against the first one's --json output; --fail-on-regression turns the regression into exit 1.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AuditDiffSchema, type AuditDiff } from '@citable/contracts';
import { revisableSite, startFixtureSite, type FixtureSite } from '@citable/testing';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/helpers/cli.js';

const AUDIT_TIMEOUT_MS = 240_000;

/** The built CLI (LOG_LEVEL unset: its own default, warnings only). */
const citable = (...args: string[]) => runCli(args, { ...process.env, LOG_LEVEL: '' }, AUDIT_TIMEOUT_MS);

let site: FixtureSite;
let dir: string;
const revisable = revisableSite();

beforeAll(async () => {
  [site, dir] = await Promise.all([startFixtureSite(revisable.site), mkdtemp(path.join(tmpdir(), 'citable-baseline-'))]);
});

afterAll(async () => {
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('citable audit --baseline', () => {
  it(
    'prints what changed since the baseline audit, and --fail-on-regression exits 1 on a check that fell',
    async () => {
      const audit = (...flags: string[]) => citable('audit', site.url, '--allow-private', '--render', 'off', ...flags);
      const first = await audit('--json');
      expect(first.code, first.stderr).toBe(0);
      const baseline = path.join(dir, 'previous.json');
      await writeFile(baseline, first.stdout);

      revisable.revise();
      const [text, json, lenient] = await Promise.all([
        audit('--baseline', baseline, '--fail-on-regression'),
        audit('--baseline', baseline, '--json'),
        audit('--baseline', baseline, '--fail-on-regression', '--regression-threshold', '100'),
      ]);

      // The JSON carries the diff.
      expect(json.code, json.stderr).toBe(0);
      const { diff } = JSON.parse(json.stdout) as { diff: AuditDiff };
      expect(Value.Check(AuditDiffSchema, diff)).toBe(true);
      const change = (id: string) => diff.checks.find((c) => c.id === id);
      expect(change('C2_meta_description')).toMatchObject({ change: 'fixed', current: { value: 100 } });
      expect(change('C2_meta_description')!.pages_fixed).toHaveLength(8);
      expect(change('T1_mobile_viewport')).toMatchObject({ change: 'regressed', previous: { value: 100 }, current: { value: 0 }, delta: -100 });
      expect(change('S4_mobile_ready_pct')?.change).toBe('regressed');
      expect(diff.pages).toEqual({ added: [`${site.origin}/guide`], gone: [`${site.origin}/offer`], compared: 8 });
      expect(diff.previous.audit_id).toBeNull();
      expect(diff.citations).toBeNull();

      // On the terminal: the summary, then the changes; the regression fails the command.
      expect(text.code, text.stderr).toBe(1);
      expect(text.stdout).toContain('Citable Score');
      expect(text.stdout).toMatch(/Changes since \d{4}-\d{2}-\d{2} \(.*previous\.json\)/);
      expect(text.stdout).toMatch(/^ {4}Citable Score\s+\d+\.\d -> +\d+\.\d {2}\([+-]\d+\.\d\)$/m);
      const regressed = text.stdout.slice(text.stdout.indexOf('Regressed ('), text.stdout.indexOf('Fixed ('));
      expect(regressed).toContain('[T1_mobile_viewport]  100.0 -> 0.0 (-100.0)');
      expect(regressed).toContain('[S4_mobile_ready_pct]');
      expect(text.stdout.slice(text.stdout.indexOf('Fixed ('))).toContain('[C2_meta_description]');
      expect(text.stdout).toMatch(/fixed on 8 pages: .+ and 5 more/);
      expect(text.stdout).toContain(`Pages: 8 in both, 1 added, 1 gone`);
      expect(text.stderr.trim()).toMatch(/^citable: \d+ checks fell by more than 5 points since the baseline: .*T1_mobile_viewport -100\.0/);

      // A threshold no check passed: exit 0.
      expect(lenient.code, lenient.stderr).toBe(0);
      expect(lenient.stdout).toContain('Changes since');
    },
    AUDIT_TIMEOUT_MS,
  );

  it('refuses bad flags and a baseline that is not an audit, before auditing, with one line and exit 2', async () => {
    const notAudit = path.join(dir, 'not-an-audit.json');
    const notJson = path.join(dir, 'not-json.txt');
    await Promise.all([writeFile(notAudit, JSON.stringify({ scores: { overall: 50 } })), writeFile(notJson, 'hello')]);
    const requestsBefore = site.requests.length;
    const cases: Array<[string[], RegExp]> = [
      [['--fail-on-regression'], /--fail-on-regression compares with an earlier audit: give it with --baseline previous\.json\./],
      [['--baseline', notAudit, '--regression-threshold=-1'], /--regression-threshold must be a number of points from 0 to 100/],
      [['--baseline', notAudit, '--regression-threshold', 'lots'], /--regression-threshold must be a number of points from 0 to 100/],
      [['--baseline', path.join(dir, 'missing.json')], /cannot read the --baseline file .*missing\.json: ENOENT/],
      [['--baseline', notJson], /the --baseline file .* is not JSON/],
      [['--baseline', notAudit], /the --baseline file .* is not the output of `citable audit --json` \(.+\)/],
    ];
    const runs = await Promise.all(cases.map(([flags]) => citable('audit', site.url, '--allow-private', ...flags)));
    for (const [i, run] of runs.entries()) {
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(cases[i]![1]);
    }
    expect(site.requests.length).toBe(requestsBefore);
  });
});
