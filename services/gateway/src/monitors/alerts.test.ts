import type { AuditSnapshot, RateInterval } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { alertEmail } from './alert-email.js';
import { decideAlerts, type RunFacts } from './alerts.js';

const URLS = Array.from({ length: 10 }, (_, i) => `https://acme.test/p${i}`);

/** A completed run: ten pages, C2_meta_description ok except on the first `descriptionFails` pages. */
function run(opts: { overall?: number; descriptionFails?: number; chatgpt?: RateInterval; gptbot?: boolean } = {}): RunFacts {
  const snapshot: AuditSnapshot = {
    audit_id: null,
    finished_at: null,
    scores: { overall: opts.overall ?? 80, aeo: 80, geo: 80 },
    categories: [],
    pages: URLS.map((url, i) => ({ url, checks: [{ id: 'C2_meta_description', status: i < (opts.descriptionFails ?? 0) ? 'fail' : 'ok', score: i < (opts.descriptionFails ?? 0) ? 0 : 100 }] })),
    site_checks: [],
    citations: null,
  };
  return {
    status: 'completed',
    snapshot,
    sources: opts.chatgpt ? [{ source: 'chatgpt', rate: opts.chatgpt }] : [],
    aiCrawlers: [
      { token: 'GPTBot', allowed: opts.gptbot ?? true },
      { token: 'ClaudeBot', allowed: true },
    ],
  };
}

// Wilson intervals of 24/30 and 3/30 cited answers, and of 22/30.
const HIGH: RateInterval = { rate: 80, low: 62.69, high: 90.49, cited: 24, total: 30 };
const LOW: RateInterval = { rate: 10, low: 3.46, high: 25.62, cited: 3, total: 30 };
const NEAR: RateInterval = { rate: 73.33, low: 55.55, high: 85.82, cited: 22, total: 30 };

describe('decideAlerts', () => {
  it('says nothing when nothing changed', () => {
    expect(decideAlerts(run({ chatgpt: HIGH }), run({ chatgpt: HIGH }), 5)).toEqual([]);
  });

  it('says nothing for a first run', () => {
    expect(decideAlerts(null, run({ overall: 10 }), 5)).toEqual([]);
  });

  it('alerts when the Citable Score fell by the threshold or more', () => {
    expect(decideAlerts(run({ overall: 80 }), run({ overall: 75 }), 5)).toEqual([
      { kind: 'score_fell', headline: 'Citable Score fell 5.0 points', summary: 'Citable Score fell 5.0 points, from 80.0 to 75.0' },
    ]);
    expect(decideAlerts(run({ overall: 80 }), run({ overall: 75.1 }), 5)).toEqual([]);
  });

  it('alerts on a check that regressed on at least 10% of the pages, not fewer', () => {
    expect(decideAlerts(run(), run({ descriptionFails: 1 }), 5)).toEqual([
      { kind: 'check_regressed', headline: 'Meta description regressed', summary: 'Meta description regressed on 1 of 10 pages (10%)' },
    ]);
    const fewer = run({ descriptionFails: 1 });
    const before = run();
    // Eleven pages compared: one regression is under 10%.
    for (const r of [fewer, before]) if (r.status === 'completed') r.snapshot.pages.push({ url: 'https://acme.test/extra', checks: [] });
    expect(decideAlerts(before, fewer, 5)).toEqual([]);
  });

  it("alerts when a source's citation rate fell with an interval of the difference below 0, not on noise", () => {
    const [reason] = decideAlerts(run({ chatgpt: HIGH }), run({ chatgpt: LOW }), 5);
    expect(reason).toMatchObject({ kind: 'citation_rate_fell', headline: 'ChatGPT citation rate fell' });
    expect(reason!.summary).toMatch(/^ChatGPT citation rate fell from 80% to 10% of answers \(change -70\.0 points, 95% interval -8\d\.\d to -4\d\.\d\)$/);
    expect(decideAlerts(run({ chatgpt: HIGH }), run({ chatgpt: NEAR }), 5)).toEqual([]);
  });

  it('alerts when an AI crawler robots.txt allowed is now blocked', () => {
    expect(decideAlerts(run(), run({ gptbot: false }), 5)).toEqual([
      { kind: 'ai_crawler_blocked', headline: 'GPTBot blocked', summary: 'robots.txt now blocks GPTBot at the site root (allowed in the previous run)' },
    ]);
  });

  it('alerts when the site became unreachable, but not for our own failures or twice in a row', () => {
    const unreachable: RunFacts = { status: 'failed', failReason: 'precheck_failed_dns_not_found' };
    expect(decideAlerts(run(), unreachable, 5)).toEqual([{ kind: 'site_unreachable', headline: 'site unreachable', summary: expect.stringMatching(/^The site could not be audited: /) }]);
    expect(decideAlerts(run(), { status: 'failed', failReason: 'internal_error' }, 5)).toEqual([]);
    expect(decideAlerts(run(), { status: 'failed', failReason: null }, 5)).toEqual([]);
    expect(decideAlerts(unreachable, unreachable, 5)).toEqual([]);
  });

  it('names every reason of one run', () => {
    const kinds = decideAlerts(run({ overall: 90, chatgpt: HIGH }), run({ overall: 70, descriptionFails: 10, chatgpt: LOW, gptbot: false }), 5).map((r) => r.kind);
    expect(kinds).toEqual(['score_fell', 'check_regressed', 'citation_rate_fell', 'ai_crawler_blocked']);
  });
});

describe('alertEmail', () => {
  it('has a subject naming the site and what fell, a line per reason and the diff link', () => {
    const reasons = decideAlerts(run({ chatgpt: HIGH }), run({ descriptionFails: 10, chatgpt: LOW }), 5);
    const mail = alertEmail({ to: 'owner@example.com', domain: 'acme.test', reasons, diffUrl: 'https://citable.test/audits/a1?tab=overview', trendsUrl: 'https://citable.test/monitors/m1/trends' });
    expect(mail.subject).toBe('Citable alert for acme.test: Meta description regressed, ChatGPT citation rate fell');
    expect(mail.text).toContain('- Meta description regressed on 10 of 10 pages (100%)');
    expect(mail.text).toContain('See what changed: https://citable.test/audits/a1?tab=overview');
    expect(mail.html).toContain('<a href="https://citable.test/audits/a1?tab=overview"');
    expect(mail.link).toBe('https://citable.test/audits/a1?tab=overview');
  });
});
