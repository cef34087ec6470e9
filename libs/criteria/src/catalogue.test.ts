import {
  CATEGORY_NAMES,
  CheckResultSchema,
  CheckResultWithTextsSchema,
  CriterionSummarySchema,
  type CheckResult,
  ScoringCriterionSchema,
  type CategoryName,
  type CheckType,
  type ScoringCriterion,
  type Scope,
  type Track,
} from '@citable/contracts';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  ANSWERED_SITE_CHECK,
  CRITERIA,
  CRITERIA_VERSION,
  PAGE_CRITERIA,
  SITE_CHECK_SOURCES,
  SITE_CRITERIA,
  criteriaInCategory,
  criteriaInTrack,
  criterionById,
  sameFix,
  statusFor,
  toCriterionSummary,
  verdictOf,
  withTexts,
} from './index.js';

/**
 * Copied by hand from product-spec.md section 3 (ids, weights, site thresholds, preview flags)
 * and decisions.md (the hidden ids, every check's category, the AEO/GEO tracks, A8/T5 85/60).
 * It pins the data: a change to the catalogue must be a deliberate change here too.
 */
type Row = [
  id: string,
  scope: Scope,
  category: CategoryName,
  weight: number,
  pass: number,
  warn: number,
  checkType: CheckType,
  preview: boolean,
  track: Track,
];
const CC: CategoryName = 'Content & Clarity';
const SO: CategoryName = 'Structure & Organization';
const AT: CategoryName = 'Authority & Trust';
const TF: CategoryName = 'Technical Foundations';
const CD: CategoryName = 'Crawl & Discoverability';
const EP: CategoryName = 'Experience & Performance';
const SPEC: Row[] = [
  ['C1_title_quality', 'page', CC, 12, 85, 60, 'html_dom', false, 'aeo'],
  ['C2_meta_description', 'page', CC, 8, 85, 60, 'html_dom', false, 'aeo'],
  ['A1_answer_first', 'page', CC, 15, 85, 60, 'html_dom', false, 'aeo'],
  ['A7_llm_answerability', 'page', CC, 8, 85, 60, 'llm', true, 'aeo'],
  ['S7_dup_title_pct', 'site', CC, 8, 90, 75, 'aggregate', false, 'geo'],
  ['C3_h1_presence', 'page', SO, 10, 85, 60, 'html_dom', false, 'aeo'],
  ['A2_headings_semantic', 'page', SO, 10, 85, 60, 'html_dom', false, 'aeo'],
  ['C5_h2_coverage_ratio', 'page', SO, 8, 85, 60, 'html_dom', false, 'aeo'],
  ['A3_faq_presence', 'page', SO, 8, 85, 60, 'html_dom', false, 'aeo'],
  ['A5_related_questions_block', 'page', SO, 6, 85, 60, 'html_dom', false, 'aeo'],
  ['A14_qna_scaffold', 'page', SO, 10, 85, 60, 'html_dom', true, 'aeo'],
  ['S1_faq_coverage_pct', 'site', SO, 10, 70, 40, 'aggregate', false, 'aeo'],
  ['S8_avg_h2_coverage', 'site', SO, 6, 70, 50, 'aggregate', false, 'aeo'],
  ['A12_entity_graph', 'page', AT, 10, 85, 60, 'html_dom', false, 'geo'],
  ['A6_contact_cta_presence', 'page', AT, 8, 85, 60, 'html_dom', false, 'geo'],
  ['G5_author_freshness', 'page', AT, 8, 85, 60, 'html_dom', true, 'geo'],
  ['G6_fact_url_stability', 'page', AT, 8, 85, 60, 'html_dom', true, 'geo'],
  ['S6_entity_graph_adoption_pct', 'site', AT, 10, 70, 40, 'aggregate', false, 'geo'],
  ['S11_freshness_coverage_pct', 'site', AT, 8, 70, 50, 'aggregate', false, 'geo'],
  ['A4_schema_faqpage', 'page', TF, 10, 85, 60, 'html_dom', false, 'aeo'],
  ['G10_canonical', 'page', TF, 8, 85, 60, 'html_dom', false, 'geo'],
  ['T2_lang_region', 'page', TF, 6, 85, 60, 'html_dom', false, 'geo'],
  ['G2_og_tags_completeness', 'page', TF, 6, 85, 60, 'html_dom', false, 'geo'],
  ['S2_faq_schema_adoption_pct', 'site', TF, 10, 70, 40, 'aggregate', false, 'aeo'],
  ['S3_canonical_correct_pct', 'site', TF, 8, 85, 60, 'aggregate', false, 'geo'],
  ['S5_lang_correct_pct', 'site', TF, 6, 90, 70, 'aggregate', false, 'geo'],
  ['S9_og_tags_coverage_pct', 'site', TF, 6, 80, 60, 'aggregate', false, 'geo'],
  ['T3_noindex_robots', 'page', CD, 12, 85, 60, 'html_dom', false, 'geo'],
  ['A9_internal_linking', 'page', CD, 7, 85, 60, 'html_dom', false, 'geo'],
  ['A8_sitemap_discoverability', 'site', CD, 6, 85, 60, 'http', false, 'geo'],
  ['T5_ai_bot_access', 'site', CD, 10, 85, 60, 'http', true, 'geo'],
  ['T1_mobile_viewport', 'page', EP, 8, 85, 60, 'html_dom', false, 'geo'],
  ['T4_core_web_vitals_hints', 'page', EP, 8, 85, 60, 'html_dom', false, 'geo'],
  ['A13_page_speed_lcp', 'page', EP, 7, 85, 60, 'html_dom', false, 'geo'],
  ['S4_mobile_ready_pct', 'site', EP, 8, 95, 80, 'aggregate', false, 'geo'],
  ['S10_cta_above_fold_pct', 'site', EP, 6, 70, 40, 'aggregate', false, 'geo'],
];

/** decisions.md, "Tracks for the AEO and GEO scores". */
const AEO_PREFIXES = ['C1', 'C2', 'C3', 'C5', 'A1', 'A2', 'A3', 'A4', 'A5', 'A7', 'A14', 'S1', 'S2', 'S8'];

const IMPACT_ORDER = { High: 0, Medium: 1, Low: 2 } as const;
const TEXT_FIELDS = ['label', 'title', 'description', 'why_it_matters', 'how_to_fix', 'scoring_approach'] as const;

/** Every URL a criterion carries, wherever it sits, including markdown links in its texts. */
function urlsOf(c: ScoringCriterion): string[] {
  const inText = TEXT_FIELDS.flatMap((f) => [...c[f].matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? ''));
  return [
    ...c.references,
    ...c.learn_more_links.map((l) => l.url),
    ...(c.official_docs === null ? [] : [c.official_docs]),
    ...(c.evidence_basis.source === null ? [] : [c.evidence_basis.source.url]),
    ...inText,
  ];
}

describe('catalogue shape', () => {
  const check = Compile(ScoringCriterionSchema);

  it.each(CRITERIA.map((c) => [c.id, c] as const))('%s validates against ScoringCriterionSchema', (_id, c) => {
    const errors = [...check.Errors(c)].map((e) => `${e.instancePath} ${e.message}`);
    expect(errors).toEqual([]);
  });

  it('carries exactly the schema fields, no more', () => {
    const fields = Object.keys(ScoringCriterionSchema.properties).sort();
    for (const c of CRITERIA) expect(Object.keys(c).sort(), c.id).toEqual(fields);
  });

  it('has 36 checks: 23 page-level and 13 site-level', () => {
    expect(CRITERIA).toHaveLength(36);
    expect(PAGE_CRITERIA).toHaveLength(23);
    expect(SITE_CRITERIA).toHaveLength(13);
  });

  it('has unique ids and display orders 1..36 in catalogue order', () => {
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(36);
    expect(CRITERIA.map((c) => c.display_order)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('matches the spec table: ids, order, scope, category, weight, thresholds, type, preview, track', () => {
    const actual: Row[] = CRITERIA.map((c) => [
      c.id,
      c.scope,
      c.category,
      c.weight,
      c.pass_threshold,
      c.warn_threshold,
      c.check_type,
      c.preview,
      c.track,
    ]);
    expect(actual).toEqual(SPEC);
  });

  it('puts exactly the decisions.md AEO checks on the AEO track', () => {
    const aeo = CRITERIA.filter((c) => AEO_PREFIXES.includes(c.id.split('_')[0] ?? '')).map((c) => c.id);
    expect(aeo).toHaveLength(AEO_PREFIXES.length);
    expect(criteriaInTrack('aeo').map((c) => c.id)).toEqual(aeo);
    expect(criteriaInTrack('geo')).toHaveLength(36 - AEO_PREFIXES.length);
  });

  it('lists categories in spec order, each with at least one check', () => {
    const seen = [...new Set(CRITERIA.map((c) => c.category))];
    expect(seen).toEqual([...CATEGORY_NAMES]);
    for (const name of CATEGORY_NAMES) expect(criteriaInCategory(name).length, name).toBeGreaterThan(0);
  });

  it('sets the constant fields of version 1', () => {
    for (const c of CRITERIA) {
      expect([c.version, c.points_possible, c.enabled, c.view_in_ui], c.id).toEqual([1, 100, true, true]);
    }
  });

  it('derives impact from weight: High >= 10, Medium 7-9, Low <= 6', () => {
    for (const c of CRITERIA) {
      const expected = c.weight >= 10 ? 'High' : c.weight >= 7 ? 'Medium' : 'Low';
      expect(c.impact, c.id).toBe(expected);
    }
  });

  it('ranks importance 1..36 by weight, then impact, then display order', () => {
    const ranked = [...CRITERIA].sort(
      (a, b) => b.weight - a.weight || IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] || a.display_order - b.display_order,
    );
    expect(ranked.map((c) => c.importance_rank)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });

  it('has a warn threshold below its pass threshold', () => {
    for (const c of CRITERIA) expect(c.warn_threshold, c.id).toBeLessThan(c.pass_threshold);
  });
});

describe('catalogue texts', () => {
  it('has no empty texts or lists', () => {
    for (const c of CRITERIA) {
      for (const f of TEXT_FIELDS) expect(c[f].trim(), `${c.id}.${f}`).not.toBe('');
      expect(c.evidence_basis.summary.trim(), c.id).not.toBe('');
      for (const list of ['common_issues', 'quick_fixes', 'examples', 'references', 'learn_more_links'] as const) {
        expect(c[list].length, `${c.id}.${list}`).toBeGreaterThan(0);
      }
      for (const s of [...c.common_issues, ...c.quick_fixes]) expect(s.trim(), c.id).not.toBe('');
      for (const e of c.examples) expect([e.label.trim(), e.code.trim()].every(Boolean), c.id).toBe(true);
      for (const l of c.learn_more_links) expect(l.title.trim(), c.id).not.toBe('');
    }
  });

  it('ends every description with a [Learn more](https://...) link', () => {
    for (const c of CRITERIA) expect(c.description, c.id).toMatch(/\[Learn more\]\(https:\/\/[^\s)]+\)$/);
  });

  it('uses only well-formed https URLs', () => {
    for (const c of CRITERIA) {
      const urls = urlsOf(c);
      expect(urls.length, c.id).toBeGreaterThan(0);
      for (const u of urls) {
        expect(u, c.id).toMatch(/^https:\/\//);
        expect(() => new URL(u), `${c.id}: ${u}`).not.toThrow();
      }
    }
  });

  it('writes how_to_fix as numbered steps', () => {
    for (const c of CRITERIA) expect(c.how_to_fix, c.id).toMatch(/^1\. /);
  });

  it('gives documented and study evidence a source', () => {
    for (const c of CRITERIA) {
      if (c.evidence_basis.kind !== 'heuristic') expect(c.evidence_basis.source, c.id).not.toBeNull();
    }
    expect(CRITERIA.some((c) => c.evidence_basis.kind === 'study')).toBe(true);
  });

  it('says in the scoring approach of each preview check that it is left out of scores', () => {
    for (const c of CRITERIA.filter((x) => x.preview)) expect(c.scoring_approach, c.id).toMatch(/left out of every score/);
  });

  it('states the scoring rules the UI shows (spec section 5)', () => {
    const approach = (id: string) => criterionById(id)?.scoring_approach ?? '';
    expect(approach('C1_title_quality')).toContain('100 for 15–65 characters');
    expect(approach('C2_meta_description')).toContain('100 for 50–160 characters');
    expect(approach('C3_h1_presence')).toContain('Exactly one = 100, none = 0, more than one = 30');
    expect(approach('A12_entity_graph')).toMatch(
      /10 for the Organization\/Person entity; 30 for a logo .*40 for two or more sameAs .*20 for one; 30 for a name that matches the title.*otherwise 10 only/,
    );
    expect(approach('A7_llm_answerability')).toContain('not_applicable');
  });
});

describe('site check sources', () => {
  it('names existing page checks, and each S-check says which one it aggregates', () => {
    for (const [siteId, pageId] of Object.entries(SITE_CHECK_SOURCES)) {
      expect(criterionById(siteId)?.scope, siteId).toBe('site');
      expect(criterionById(pageId)?.scope, pageId).toBe('page');
      expect(criterionById(siteId)?.scoring_approach, siteId).toContain(pageId);
    }
  });
});

describe('site checks answered by a page check', () => {
  it('pairs each page check with the S-check that aggregates it, and its score, not a detail of it', () => {
    for (const [pageId, siteId] of Object.entries(ANSWERED_SITE_CHECK)) {
      expect(SITE_CHECK_SOURCES[siteId], siteId).toBe(pageId);
      // The share of pages where the page check passes, or its mean: the page check's own score.
      expect(criterionById(siteId)?.scoring_approach, siteId).toMatch(new RegExp(`^(Share of crawled HTML pages \\(2xx, not noindex\\) where ${pageId} applies and scores 60|Mean of the ${pageId} scores)`));
    }
    // S10 counts A6's call-to-action above the fold, a change A6 does not ask for.
    expect(Object.values(ANSWERED_SITE_CHECK)).not.toContain('S10_cta_above_fold_pct');
    expect(Object.keys(ANSWERED_SITE_CHECK).sort()).toEqual(
      Object.entries(SITE_CHECK_SOURCES)
        .filter(([siteId]) => siteId !== 'S10_cta_above_fold_pct')
        .map(([, pageId]) => pageId)
        .sort(),
    );
  });

  it('names the checks one fix answers, the page check first, from either of the two', () => {
    expect(sameFix('A12_entity_graph')).toEqual(['A12_entity_graph', 'S6_entity_graph_adoption_pct']);
    expect(sameFix('S6_entity_graph_adoption_pct')).toEqual(['A12_entity_graph', 'S6_entity_graph_adoption_pct']);
    expect(sameFix('S2_faq_schema_adoption_pct')).toEqual(['A4_schema_faqpage', 'S2_faq_schema_adoption_pct']);
    expect(sameFix('C1_title_quality')).toEqual(['C1_title_quality']);
    expect(sameFix('S10_cta_above_fold_pct')).toEqual(['S10_cta_above_fold_pct']);
    expect(sameFix('T5_ai_bot_access')).toEqual(['T5_ai_bot_access']);
  });
});

describe('helpers', () => {
  it('finds a criterion by id', () => {
    expect(criterionById('A1_answer_first')?.weight).toBe(15);
    expect(criterionById('nope')).toBeUndefined();
  });

  it('maps a score to ok, warn or fail at the thresholds', () => {
    const page = criterionById('C1_title_quality')!;
    expect([100, 85, 84.9, 60, 59, 0].map((s) => statusFor(page, s))).toEqual(['ok', 'ok', 'warn', 'warn', 'fail', 'fail']);
    const s4 = criterionById('S4_mobile_ready_pct')!;
    expect([95, 94, 80, 79].map((s) => statusFor(s4, s))).toEqual(['ok', 'warn', 'warn', 'fail']);
  });

  it('builds the criteria-call summary shape', () => {
    const check = Compile(CriterionSummarySchema);
    for (const c of CRITERIA) {
      const summary = toCriterionSummary(c);
      expect(check.Check(summary), c.id).toBe(true);
      expect(summary.impact_level).toBe(c.impact);
    }
  });

  it('exposes a short, stable catalogue version', () => {
    expect(CRITERIA_VERSION).toMatch(/^[0-9a-f]{8}$/);
  });

  describe('check results and their texts', () => {
    const verdict: CheckResult = {
      id: 'C1_title_quality',
      name: 'Title quality',
      category: 'Content & Clarity',
      score: 40,
      weight: 12,
      status: 'fail',
      preview: false,
      details: { length: 3 },
      evidence: ['<title>Hi</title>'],
      impact: 'High',
      impact_level: 'High',
      page_url: 'https://x.test/',
      page_title: 'Hi',
    };

    it('joins a verdict with its criterion\'s texts: every field of the spec\'s Check result', () => {
      const c1 = criterionById('C1_title_quality')!;
      const joined = withTexts(verdict);
      expect(Compile(CheckResultWithTextsSchema).Check(joined)).toBe(true);
      expect(joined).toEqual({
        ...verdict,
        why_it_matters: c1.why_it_matters,
        how_to_fix: c1.how_to_fix,
        quick_fixes: c1.quick_fixes,
        examples: c1.examples,
        official_docs: c1.official_docs,
      });
    });

    it('gives a check the catalogue no longer has empty texts, never a crash', () => {
      expect(withTexts({ ...verdict, id: 'Z9_retired' })).toMatchObject({ why_it_matters: '', how_to_fix: '', quick_fixes: [], examples: [], official_docs: null });
    });

    it('takes the texts off a result stored with them, keeping the verdict and an error', () => {
      const stored = { ...withTexts(verdict), status: 'error' as const, error: 'boom' };
      const lean = verdictOf(stored);
      expect(lean).toEqual({ ...verdict, status: 'error', error: 'boom' });
      expect(Compile(CheckResultSchema).Check(lean)).toBe(true);
      expect(Object.keys(verdictOf(verdict))).not.toContain('error');
    });
  });
});
