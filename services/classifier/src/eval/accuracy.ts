/**
 * How right the classifier is on a labelled set, and whether that meets the targets for sites it
 * never saw (issue 22): accuracy of the site type, the NAICS industry group, its sector and its
 * vertical, per split of the set ("tuned": the rules were tuned on it; "held_out": they never
 * were), and a pass or fail per target. Pure: `make bench-classifier` feeds it the labelled
 * answers.
 */

export type Split = 'tuned' | 'held_out';
export const SPLITS: readonly Split[] = ['tuned', 'held_out'];

/** One labelled item: what the label says, and what the classifier answered (industry null when it named none). */
export interface LabelledAnswer {
  split: Split;
  expected: { site_type: string; industry: string; vertical: string };
  got: { site_type: string; industry: string | null; vertical: string };
}

export type AccuracyMetric = 'site_type_pct' | 'industry_group_pct' | 'sector_pct' | 'vertical_pct';

export type Accuracy = { items: number } & Record<AccuracyMetric, number | null>;

export interface AccuracyTarget {
  metric: AccuracyMetric;
  /** The percentage to reach (>=). */
  min_pct: number;
}

/**
 * Targets on the held-out split: the rules must hold on sites no one tuned them on. No sector
 * target: a sector is right whenever the group is, and its reach is in the table beside.
 */
export const HELD_OUT_TARGETS: readonly AccuracyTarget[] = [
  { metric: 'site_type_pct', min_pct: 85 },
  { metric: 'industry_group_pct', min_pct: 70 },
  { metric: 'vertical_pct', min_pct: 90 },
];

/** The NAICS sectors that span several 2-digit codes (manufacturing, retail trade, transportation). */
const MULTI_CODE_SECTORS: Readonly<Record<string, string>> = { '31': '31-33', '32': '31-33', '33': '31-33', '44': '44-45', '45': '44-45', '48': '48-49', '49': '48-49' };

/** The NAICS 2017 sector of an industry code: its first 2 digits, with 31-33, 44-45 and 48-49 each one sector. */
export function sectorOf(code: string): string {
  const two = code.slice(0, 2);
  return MULTI_CODE_SECTORS[two] ?? two;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function accuracyOf(answers: readonly LabelledAnswer[]): Accuracy {
  const n = answers.length;
  const pct = (right: (a: LabelledAnswer) => boolean) => (n > 0 ? round1((100 * answers.filter(right).length) / n) : null);
  return {
    items: n,
    site_type_pct: pct((a) => a.got.site_type === a.expected.site_type),
    industry_group_pct: pct((a) => a.got.industry === a.expected.industry),
    sector_pct: pct((a) => a.got.industry !== null && sectorOf(a.got.industry) === sectorOf(a.expected.industry)),
    vertical_pct: pct((a) => a.got.vertical === a.expected.vertical),
  };
}

export function accuracyBySplit(answers: readonly LabelledAnswer[]): Record<Split, Accuracy> {
  return { tuned: accuracyOf(answers.filter((a) => a.split === 'tuned')), held_out: accuracyOf(answers.filter((a) => a.split === 'held_out')) };
}

export interface TargetResult extends AccuracyTarget {
  value_pct: number | null;
  pass: boolean;
}

/** Each target met or not; a split without items meets none (no evidence is no pass). */
export function judgeTargets(accuracy: Accuracy, targets: readonly AccuracyTarget[] = HELD_OUT_TARGETS): { pass: boolean; targets: TargetResult[] } {
  const results = targets.map((t) => {
    const value = accuracy[t.metric];
    return { ...t, value_pct: value, pass: value !== null && value >= t.min_pct };
  });
  return { pass: results.every((r) => r.pass), targets: results };
}
