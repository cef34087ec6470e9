/**
 * One fix per change: a page check and the site check that counts it (ANSWERED_SITE_CHECK in
 * @citable/criteria) are one priority fix and one quick win, with the points of both. Real
 * checks of the catalogue, on four pages:
 *
 * page check (weight)      p1   p2   p3   p4   value  share below 60   site twin (weight)       score
 * A12 Entity graph (10)     0    0    0  100    25     3/4              S6 Entity markup (10)    25 fail
 * A4 FAQPage schema (10)    0    0  100  100    50     2/4              S2 FAQ schema (10)       50 fail
 * C1 Title quality (12)     0   40   40  100    45     3/4              none
 * A6 Contact & CTA (8)      0    0  100  100    50     2/4              S10 CTA above fold (6)    0 fail (not its twin)
 * G2 Open Graph (6)       100  100  100   40    85     1/4              S9 Open Graph cov. (6)   passes
 * T1 Mobile viewport (8)  100  100  100  100   100     0                S4 Mobile ready (8)     100 ok
 *
 * Included weight W = 10+10+12+8+6+8 + 10+10+6+6+8 = 94. Expected impact x W (weight x (100 -
 * value) x share): A12 562.5 + S6 750 = 1312.5; A4 250 + S2 500 = 750; S10 600; C1 495; A6 200;
 * G2 22.5; S9, T1 and S4 gain nothing.
 */
import type { CheckResult } from '@citable/contracts';
import { CRITERIA, criterionById, statusFor } from '@citable/criteria';
import { describe, expect, it } from 'vitest';
import { result, scoredPage } from './__tests__/fixtures.js';
import { totalWeight } from './composite.js';
import { expectedImpact } from './expected-impact.js';
import { priorityFixes } from './priority-fixes.js';
import { quickWins } from './quick-wins.js';
import { checkValues, type CheckValue } from './site-values.js';

/** A result of a catalogue check, as the scorer stores it: the catalogue's name, weight, impact and status. */
function check(id: string, score: number, details: Record<string, unknown> = {}): CheckResult {
  const c = criterionById(id);
  if (!c) throw new Error(`no check ${id} in the catalogue`);
  return result(id, score, { name: c.label, category: c.category, weight: c.weight, impact: c.impact, status: statusFor(c, score), details });
}

const url = (n: number) => `https://x.test/p${n}`;
const PAGE_SCORES: Record<string, number[]> = {
  A12_entity_graph: [0, 0, 0, 100],
  A4_schema_faqpage: [0, 0, 100, 100],
  C1_title_quality: [0, 40, 40, 100],
  A6_contact_cta_presence: [0, 0, 100, 100],
  G2_og_tags_completeness: [100, 100, 100, 40],
  T1_mobile_viewport: [100, 100, 100, 100],
};
const pages = [1, 2, 3, 4].map((n) => scoredPage(url(n), Object.entries(PAGE_SCORES).map(([id, scores]) => check(id, scores[n - 1]!))));
const S9_PASS = criterionById('S9_og_tags_coverage_pct')!.pass_threshold;
const siteChecks = [
  check('S6_entity_graph_adoption_pct', 25, { affected_pages: [url(1), url(2), url(3)] }),
  check('S2_faq_schema_adoption_pct', 50, { affected_pages: [url(2), url(1)] }),
  check('S10_cta_above_fold_pct', 0, { affected_pages: [url(1), url(2), url(3), url(4)] }),
  check('S9_og_tags_coverage_pct', S9_PASS),
  check('S4_mobile_ready_pct', 100),
];
const values = checkValues(pages, siteChecks);
const W = 94;
const texts = CRITERIA.map((c) => ({ ...c }));
const impactOf = (id: string) => expectedImpact(values.find((v) => v.id === id) as CheckValue, totalWeight(values));

describe('priority fixes: one fix per change', () => {
  const fixes = priorityFixes(values, texts);

  it('adds up the weights of the checks included, as the table says', () => {
    expect(totalWeight(values)).toBe(W);
  });

  it('merges a page check and the site check that counts it, still ordered by expected impact', () => {
    expect(fixes.map((f) => [f.id, f.expected_impact])).toEqual([
      ['A12_entity_graph', 1312.5 / W],
      ['A4_schema_faqpage', 750 / W],
      ['S10_cta_above_fold_pct', 600 / W],
      ['C1_title_quality', 495 / W],
      ['A6_contact_cta_presence', 200 / W],
      ['G2_og_tags_completeness', 22.5 / W],
    ]);
    const impacts = fixes.map((f) => f.expected_impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    // Apart, S10 (600) would have come before S2 (500) and A4 (250): together they come first.
    expect(impactOf('S10_cta_above_fold_pct')).toBeGreaterThan(impactOf('S2_faq_schema_adoption_pct'));
    // No site check of a pair is listed on its own.
    expect(fixes.map((f) => f.id)).not.toContain('S6_entity_graph_adoption_pct');
    expect(fixes.map((f) => f.id)).not.toContain('S2_faq_schema_adoption_pct');
  });

  it('names both criteria, the page check first, with the points of each adding up to the fix', () => {
    const entity = fixes[0]!;
    const a12 = criterionById('A12_entity_graph')!;
    expect(entity).toMatchObject({
      id: 'A12_entity_graph',
      name: 'Entity graph',
      severity: 'high',
      category: 'authority-trust',
      weight: 20,
      why_it_matters: a12.why_it_matters,
      how_to_fix: a12.how_to_fix,
      effort_estimate: 'medium',
      affected_pages: [{ url: url(1) }, { url: url(2) }, { url: url(3) }],
    });
    expect(entity.criteria).toEqual([
      { id: 'A12_entity_graph', name: 'Entity graph', scope: 'page', weight: 10, expected_impact: 562.5 / W },
      { id: 'S6_entity_graph_adoption_pct', name: 'Entity markup adoption', scope: 'site', weight: 10, expected_impact: 750 / W },
    ]);
    for (const fix of fixes) {
      expect(fix.expected_impact).toBeCloseTo((fix.criteria ?? []).reduce((sum, c) => sum + c.expected_impact, 0), 12);
      expect(fix.expected_impact).toBeCloseTo((fix.criteria ?? []).reduce((sum, c) => sum + impactOf(c.id), 0), 12);
    }
    const faq = fixes[1]!;
    expect(faq.criteria?.map((c) => c.name)).toEqual(['FAQPage schema', 'FAQ schema adoption']);
    // Pages named once each, the page check's worst first.
    expect(faq.affected_pages).toEqual([{ url: url(1) }, { url: url(2) }]);
  });

  it('leaves alone a check with no site twin, a site check counting only a detail, and a pair whose site check passes', () => {
    const alone = (id: string) => fixes.find((f) => f.id === id)?.criteria?.map((c) => c.id);
    expect(alone('C1_title_quality')).toEqual(['C1_title_quality']);
    // S10 counts A6's call-to-action above the fold: a change of its own.
    expect(alone('A6_contact_cta_presence')).toEqual(['A6_contact_cta_presence']);
    expect(alone('S10_cta_above_fold_pct')).toEqual(['S10_cta_above_fold_pct']);
    // S9 passes: it gains nothing, so it is not named.
    expect(alone('G2_og_tags_completeness')).toEqual(['G2_og_tags_completeness']);
    expect(fixes.find((f) => f.id === 'G2_og_tags_completeness')?.weight).toBe(6);
  });

  it('takes the higher severity of the two', () => {
    // A3 FAQ content is Medium, S1 FAQ coverage (which counts it) High.
    const faqPages = [1, 2].map((n) => scoredPage(url(n), [check('A3_faq_presence', n === 1 ? 0 : 100)]));
    const [fix] = priorityFixes(checkValues(faqPages, [check('S1_faq_coverage_pct', 50)]), texts);
    expect(fix).toMatchObject({ id: 'A3_faq_presence', severity: 'high', weight: 18 });
    expect(fix?.criteria?.map((c) => c.id)).toEqual(['A3_faq_presence', 'S1_faq_coverage_pct']);
  });

  it('lists a site check alone when its page check gains nothing', () => {
    const [fix] = priorityFixes(checkValues([scoredPage(url(1), [check('A4_schema_faqpage', 100)])], [check('S2_faq_schema_adoption_pct', 50)]), texts);
    expect(fix?.id).toBe('S2_faq_schema_adoption_pct');
    expect(fix?.criteria?.map((c) => c.id)).toEqual(['S2_faq_schema_adoption_pct']);
  });
});

describe('quick wins: one per change', () => {
  it('names the site check a quick win also fixes, with the points of both as the priority fix has them', () => {
    const wins = quickWins(pages, texts, new Map(), values);
    const fixes = priorityFixes(values, texts);
    const entity = wins.find((w) => w.criteria?.[0]?.id === 'A12_entity_graph');
    expect(entity?.url).toBe(url(1));
    expect(entity?.criteria).toEqual(fixes.find((f) => f.id === 'A12_entity_graph')?.criteria);
    expect(entity?.criteria?.map((c) => c.name)).toEqual(['Entity graph', 'Entity markup adoption']);
    // C1 has no site twin: named alone, with its own points.
    expect(wins.find((w) => w.criteria?.[0]?.id === 'C1_title_quality')?.criteria).toEqual([
      { id: 'C1_title_quality', name: 'Title quality', scope: 'page', weight: 12, expected_impact: 495 / W },
    ]);
    // One quick win per change: no check is named by two.
    const named = wins.flatMap((w) => (w.criteria ?? []).map((c) => c.id));
    expect(new Set(named).size).toBe(named.length);
  });
});
