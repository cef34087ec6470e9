import { describe, expect, it } from 'vitest';
import { agreement, isGrounded, sameKindOverlap, splitReport, type HandJudgment, type SiteQuestions } from './prompt-metrics.js';

const site = (id: string, kind: string, generated: string[], handTopic = 'data orchestration platform', handQuestions = ['How do I schedule data pipelines?']): SiteQuestions => ({ id, kind, split: 'held_out', handTopic, handQuestions, generated });
const realistic = (s: SiteQuestions): HandJudgment[] => s.generated.map((text) => ({ site: s.id, text, realistic: true, fault: null }));

describe('bench-prompts metrics', () => {
  const good = [
    site('pipewright', 'saas', ['What are the best data orchestration platforms?', 'How do I backfill data pipelines?']),
    site('ledgerline', 'saas', ['What is the best invoicing software for freelancers?'], 'invoicing software', ['How do I send invoices as a freelancer?']),
  ];

  it('passes a grounded, distinct, hand-approved set', () => {
    const r = splitReport(good, good.flatMap(realistic));
    expect(Object.values(r.targets).every((t) => t.pass)).toBe(true);
    expect(r.grounded_share).toBe(1);
    expect(r.realistic_share).toBe(1);
  });

  it('fails the set the issue found: the same generic questions for every site', () => {
    const generic = ['How much does software cost?', 'Which companies offer software?', 'What are the top software platforms?'];
    const sites = [site('a', 'saas', generic), site('b', 'saas', generic, 'stream processing framework', ['What is the best stream processing framework?'])];
    const judgments = sites.flatMap((s) => s.generated.map((text) => ({ site: s.id, text, realistic: false, fault: 'generic' })));
    const r = splitReport(sites, judgments);
    expect(r.targets.same_kind_jaccard.pass).toBe(false);
    expect(r.same_kind_jaccard.mean).toBe(1);
    expect(r.targets.grounded_share.pass).toBe(false);
    expect(r.targets.realistic_share.pass).toBe(false);
  });

  it('fails the realism and grammar targets while generated questions have no hand judgment, and counts ungrammatical ones', () => {
    expect(splitReport(good, []).targets.realistic_share.pass).toBe(false);
    const judgments = good.flatMap(realistic).map((j, i) => (i === 0 ? { ...j, realistic: false, fault: 'ungrammatical' } : j));
    const r = splitReport(good, judgments);
    expect(r.ungrammatical).toBe(1);
    expect(r.targets.ungrammatical.pass).toBe(false);
  });

  it('grounds a question by the site\'s own words, singular or plural, not the frame', () => {
    expect(isGrounded('What are the best data orchestration platforms?', good[0]!)).toBe(true);
    expect(isGrounded('What are the best tools?', good[0]!)).toBe(false);
  });

  it('compares only sites of the same kind', () => {
    expect(sameKindOverlap([site('a', 'saas', ['x?']), site('b', 'blog', ['x?'])]).pairs).toBe(0);
  });

  it('measures the judge against hand judgments', () => {
    const hand = (realistic: boolean, fault: string | null = null): HandJudgment => ({ site: 's', text: 't', realistic, fault });
    const a = agreement([
      { hand: hand(true), passed: true },
      { hand: hand(false, 'generic'), passed: false },
      { hand: hand(false, 'boilerplate'), passed: true },
      { hand: hand(true), passed: false },
    ]);
    expect(a).toMatchObject({ n: 4, accuracy: 0.5, precision: 0.5, recall: 0.5, rejection_recall: 0.5, by_fault: { generic: { n: 1, rejected: 1 }, boilerplate: { n: 1, rejected: 0 } } });
    expect(a.kappa).toBeCloseTo(0);
  });
});
