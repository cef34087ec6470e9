/** The SARIF log, and that it validates against the SARIF 2.1.0 JSON schema (__fixtures__/sarif-schema.ts). */
import { CRITERIA } from '@citable/criteria';
import { describe, expect, it } from 'vitest';
import { PAGES, SITE_CHECKS } from './__fixtures__/results.js';
import { validateSarif as validate } from './__fixtures__/sarif-schema.js';
import { sarifLog } from './sarif.js';

const log = sarifLog({ rootUrl: 'https://acme.example/', pages: PAGES, siteChecks: SITE_CHECKS, toolVersion: '0.1.0' });

describe('sarifLog', () => {
  it('validates against the SARIF 2.1.0 JSON schema', () => {
    const ok = validate(JSON.parse(JSON.stringify(log)));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the schema is strict enough to refuse a broken log', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} }, results: [] }] })).toBe(false);
    expect(validate({ ...log, version: '2.0.0' })).toBe(false);
    const run = log.runs[0]!;
    expect(validate({ ...log, runs: [{ ...run, results: [{ ...run.results![0], level: 'fatal' }] }] })).toBe(false);
  });

  it('gives one result per failing or warning check and page (passing, not applicable and broken checks none), located at the page URL', () => {
    const results = log.runs[0]!.results!;
    expect(results.map((r) => [r.ruleId, r.level, r.locations![0]!.physicalLocation!.artifactLocation!.uri])).toEqual([
      ['C2_meta_description', 'error', 'https://acme.example/'],
      ['A3_faq_presence', 'warning', 'https://acme.example/'],
      ['C1_title_quality', 'error', 'https://acme.example/faq?q="x",y'],
      // A preview check: a note, as it counts in no score.
      ['G6_fact_url_stability', 'note', 'https://acme.example/faq?q="x",y'],
      ['S1_faq_coverage_pct', 'error', 'https://acme.example/'],
      ['T5_ai_bot_access', 'note', 'https://acme.example/'],
    ]);
    expect(results[0]!.message.text).toBe(`${PAGES[0]!.checks[1]!.name}: score 0/100. No meta description`);
  });

  it('makes every criterion a rule with its catalogue help text, and points results at their rule', () => {
    const rules = log.runs[0]!.tool.driver.rules!;
    expect(rules.map((r) => r.id)).toEqual(CRITERIA.map((c) => c.id));
    for (const r of log.runs[0]!.results!) expect(rules[r.ruleIndex!]!.id).toBe(r.ruleId);
    const c2 = CRITERIA.find((c) => c.id === 'C2_meta_description')!;
    const rule = rules.find((r) => r.id === 'C2_meta_description')!;
    expect(rule.help!.text).toContain(c2.how_to_fix);
    expect(rule.help!.markdown).toContain(c2.why_it_matters);
    expect(rule.helpUri).toBe(c2.official_docs);
  });
});
