import { CheckResultSchema } from '@citable/contracts';
import { CRITERIA, SITE_CRITERIA, criterionById } from '@citable/criteria';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { criterion } from '../scoring/__tests__/fixtures.js';
import { artifacts, NOW, pagesScoring } from './__tests__/fixtures.js';
import { SITE_CHECKS } from './registry.js';
import { runSiteChecks } from './run-site-checks.js';
import type { SiteCheck } from './types.js';

const input = { pages: pagesScoring('A3_faq_presence', [100, 0]), artifacts: artifacts(), now: NOW };

describe('runSiteChecks', () => {
  it('implements exactly the 13 site-level criteria of the catalogue', () => {
    expect([...SITE_CHECKS.keys()].sort()).toEqual(SITE_CRITERIA.map((c) => c.id).sort());
    expect(SITE_CHECKS.size).toBe(13);
  });

  it('runs every enabled site criterion once, in catalogue order, and no page criterion', () => {
    const results = runSiteChecks(input, CRITERIA);
    expect(results.map((r) => r.id)).toEqual(SITE_CRITERIA.map((c) => c.id));
    expect(results.every((r) => Value.Check(CheckResultSchema, r))).toBe(true);
  });

  it("fills the result with the criterion's texts and a null page", () => {
    const s1 = criterionById('S1_faq_coverage_pct');
    if (!s1) throw new Error('S1 missing from the catalogue');
    const [result] = runSiteChecks(input, [s1]);
    expect(result).toEqual({
      id: s1.id,
      name: s1.label,
      category: s1.category,
      score: 50,
      weight: s1.weight,
      status: 'warn', // 50 is between warn 40 and pass 70
      preview: s1.preview,
      details: expect.objectContaining({ pages_passing: 1, pages_considered: 2 }),
      evidence: expect.arrayContaining(['1 of 2 pages have FAQ content']),
      impact: s1.impact,
      impact_level: s1.impact,
      page_url: null,
      page_title: null,
    });
  });

  it.each([
    { score: 70, status: 'ok' },
    { score: 69.9, status: 'warn' },
    { score: 40, status: 'warn' },
    { score: 39.9, status: 'fail' },
  ])('score $score against pass 70 / warn 40 is $status', ({ score, status }) => {
    const fixed: SiteCheck = { id: 'X', evaluate: () => ({ score, details: {}, evidence: [] }) };
    const [result] = runSiteChecks(input, [criterion('X', { pass_threshold: 70, warn_threshold: 40 })], new Map([['X', fixed]]));
    expect(result?.status).toBe(status);
  });

  it('records not applicable with its reason', () => {
    const na: SiteCheck = { id: 'X', evaluate: () => ({ notApplicable: true, reason: 'nothing to judge' }) };
    const [result] = runSiteChecks(input, [criterion('X')], new Map([['X', na]]));
    expect(result).toMatchObject({ status: 'not_applicable', score: 0, details: { reason: 'nothing to judge' }, evidence: ['nothing to judge'] });
  });

  it.each([
    { name: 'a throw', evaluate: () => { throw new Error('boom'); }, error: 'boom' },
    { name: 'a score above 100', evaluate: () => ({ score: 101, details: {}, evidence: [] }), error: 'Score out of range: 101' },
    { name: 'a NaN score', evaluate: () => ({ score: Number.NaN, details: {}, evidence: [] }), error: 'Score out of range: NaN' },
  ])('turns $name into an error result and runs the other checks', ({ evaluate, error }) => {
    const checks = new Map<string, SiteCheck>([
      ['X', { id: 'X', evaluate }],
      ['Y', { id: 'Y', evaluate: () => ({ score: 100, details: {}, evidence: [] }) }],
    ]);
    const results = runSiteChecks(input, [criterion('X'), criterion('Y')], checks);
    expect(results[0]).toMatchObject({ id: 'X', status: 'error', score: 0, error });
    expect(results[1]).toMatchObject({ id: 'Y', status: 'ok' });
  });

  it('reports a criterion without an implementation as an error, and skips disabled ones', () => {
    const results = runSiteChecks(input, [criterion('Nope'), criterion('S1_faq_coverage_pct', { enabled: false })]);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: 'Nope', status: 'error', error: 'No site check implements Nope' });
  });
});
