/** The labelled set's arithmetic: accuracy per split, NAICS sectors, the held-out targets' gate. */
import { describe, expect, it } from 'vitest';
import { accuracyBySplit, accuracyOf, judgeTargets, sectorOf, type LabelledAnswer } from './accuracy.js';

const newspaper = { site_type: 'publisher', industry: '5111', vertical: 'media' };
const shop = { site_type: 'ecommerce', industry: '4481', vertical: 'retail' };
const answer = (split: LabelledAnswer['split'], expected: LabelledAnswer['expected'], got: LabelledAnswer['got']): LabelledAnswer => ({ split, expected, got });

describe('sectorOf', () => {
  it('is the first two digits, with manufacturing, retail and transportation one sector each', () => {
    expect(sectorOf('5111')).toBe('51');
    expect(sectorOf('3118')).toBe('31-33');
    expect(sectorOf('3341')).toBe('31-33');
    expect(sectorOf('4481')).toBe('44-45');
    expect(sectorOf('4541')).toBe('44-45');
    expect(sectorOf('4921')).toBe('48-49');
  });
});

describe('accuracyOf', () => {
  it('counts site type, industry group, sector and vertical separately', () => {
    const answers = [
      answer('held_out', newspaper, newspaper),
      // A broadcaster read as a newspaper: wrong group, right sector and vertical.
      answer('held_out', { site_type: 'publisher', industry: '5151', vertical: 'media' }, newspaper),
      // No industry named: wrong everywhere but the site type.
      answer('held_out', newspaper, { site_type: 'publisher', industry: null, vertical: 'general' }),
      answer('held_out', shop, { site_type: 'ecommerce', industry: '4541', vertical: 'retail' }),
    ];
    expect(accuracyOf(answers)).toEqual({ items: 4, site_type_pct: 100, industry_group_pct: 25, sector_pct: 75, vertical_pct: 75 });
  });

  it('has no value for an empty split', () => {
    expect(accuracyOf([])).toEqual({ items: 0, site_type_pct: null, industry_group_pct: null, sector_pct: null, vertical_pct: null });
  });

  it('keeps the splits apart', () => {
    const bySplit = accuracyBySplit([answer('tuned', newspaper, newspaper), answer('held_out', newspaper, shop)]);
    expect(bySplit.tuned.site_type_pct).toBe(100);
    expect(bySplit.held_out.site_type_pct).toBe(0);
  });
});

describe('judgeTargets', () => {
  it('fails every target when the classifier is wrong everywhere', () => {
    const wrong = Array.from({ length: 40 }, () => answer('held_out', newspaper, shop));
    const verdict = judgeTargets(accuracyOf(wrong));
    expect(verdict.pass).toBe(false);
    expect(verdict.targets.map((t) => [t.metric, t.value_pct, t.pass])).toEqual([
      ['site_type_pct', 0, false],
      ['industry_group_pct', 0, false],
      ['vertical_pct', 0, false],
    ]);
  });

  it('fails a target just under its floor and passes one at it', () => {
    // 17 of 20 site types right is 85%; 13 of 20 groups is 65% (< 70).
    const answers = Array.from({ length: 20 }, (_, i) =>
      answer('held_out', newspaper, { site_type: i < 17 ? 'publisher' : 'blog', industry: i < 13 ? '5111' : '5191', vertical: 'media' }),
    );
    const verdict = judgeTargets(accuracyOf(answers));
    expect(verdict.targets.find((t) => t.metric === 'site_type_pct')!.pass).toBe(true);
    expect(verdict.targets.find((t) => t.metric === 'industry_group_pct')!.pass).toBe(false);
    expect(verdict.pass).toBe(false);
  });

  it('passes a classifier right everywhere, and no split without items', () => {
    expect(judgeTargets(accuracyOf([answer('held_out', newspaper, newspaper)])).pass).toBe(true);
    expect(judgeTargets(accuracyOf([])).pass).toBe(false);
  });
});
