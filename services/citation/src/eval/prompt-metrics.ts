/**
 * The arithmetic of `make bench-prompts`, pure: how generated questions compare with the judged
 * set (hand topics and hand-written questions), with hand judgments of the generated questions,
 * and how the product's realism judge agrees with hand judgments. Every target is judged pass or
 * fail, and a set that misses one fails (metrics.test.ts shows each failing).
 */

/** Words that carry no subject: question words, auxiliaries, articles, the templates' frame words. */
const STOP = new Set(
  (
    'a an the and or of for to in on at by with from about into over under is are was were be been do does did have has had can ' +
    'could should would will may might must i me my we our you your it its they them their this that these those there what which ' +
    'who whom whose where when why how best top good great most more less free new way ways tool tools find get use using used ' +
    'need needs should anyone some any all other others than as if not no so also just like own make sure right latest news ' +
    'site sites website websites online source sources info information guide guides explain know recommend recommended reviews ' +
    'review reliable trustworthy compare alternatives alternative better easiest cheapest affordable options option there'
  ).split(' '),
);

export function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [])
      .map((w) => w.replace(/['’]s$/, ''))
      .map((w) => (w.length > 4 && /ies$/.test(w) ? `${w.slice(0, -3)}y` : w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w))
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

const normalise = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();

export interface SiteQuestions {
  id: string;
  kind: string;
  split: 'tuned' | 'held_out';
  /** The hand topic and hand-written questions of the judged set. */
  handTopic: string;
  handQuestions: readonly string[];
  generated: readonly string[];
}

export interface HandJudgment {
  site: string;
  text: string;
  realistic: boolean;
  fault: string | null;
}

/** Grounded, independently of the product: it shares a subject word with the site's hand topic or hand-written questions. */
export function isGrounded(question: string, site: Pick<SiteQuestions, 'handTopic' | 'handQuestions'>): boolean {
  const own = contentWords([site.handTopic, ...site.handQuestions].join(' '));
  return [...contentWords(question)].some((w) => own.has(w));
}

/** Mean pairwise Jaccard of the non-branded sets (as questions) of different sites of the same kind. */
export function sameKindOverlap(sites: readonly SiteQuestions[], by: 'questions' | 'words' = 'questions'): { mean: number; pairs: number; worst: { a: string; b: string; jaccard: number } | null } {
  let sum = 0;
  let pairs = 0;
  let worst: { a: string; b: string; jaccard: number } | null = null;
  const withSets = sites.filter((s) => s.generated.length > 0);
  for (let i = 0; i < withSets.length; i++) {
    for (let j = i + 1; j < withSets.length; j++) {
      const a = withSets[i]!;
      const b = withSets[j]!;
      if (a.kind !== b.kind) continue;
      const set = (s: SiteQuestions) => (by === 'questions' ? new Set(s.generated.map(normalise)) : contentWords(s.generated.join(' ')));
      const jac = jaccard(set(a), set(b));
      sum += jac;
      pairs++;
      if (!worst || jac > worst.jaccard) worst = { a: a.id, b: b.id, jaccard: jac };
    }
  }
  return { mean: pairs ? sum / pairs : 0, pairs, worst };
}

/** For each hand-written question, the generated question of its site nearest in subject words. */
export function handOverlap(sites: readonly SiteQuestions[]): { mean_best_jaccard: number; matched_share: number; hand_questions: number } {
  const best: number[] = [];
  for (const s of sites) {
    const generated = s.generated.map(contentWords);
    for (const h of s.handQuestions) {
      const hw = contentWords(h);
      best.push(Math.max(0, ...generated.map((g) => jaccard(hw, g))));
    }
  }
  const n = best.length;
  return { mean_best_jaccard: n ? best.reduce((a, b) => a + b, 0) / n : 0, matched_share: n ? best.filter((b) => b >= 0.25).length / n : 0, hand_questions: n };
}

export interface Agreement {
  n: number;
  accuracy: number;
  /** Of the questions the judge passed, the share judged realistic by hand. */
  precision: number;
  /** Of the questions realistic by hand, the share the judge passed. */
  recall: number;
  /** Of the unrealistic ones, the share the judge rejected. */
  rejection_recall: number;
  kappa: number;
  by_fault: Record<string, { n: number; rejected: number }>;
}

/** How the product's verdicts agree with hand judgments of the same questions. */
export function agreement(pairs: ReadonlyArray<{ hand: HandJudgment; passed: boolean }>): Agreement {
  const n = pairs.length;
  const tp = pairs.filter((p) => p.hand.realistic && p.passed).length;
  const tn = pairs.filter((p) => !p.hand.realistic && !p.passed).length;
  const fp = pairs.filter((p) => !p.hand.realistic && p.passed).length;
  const fn = pairs.filter((p) => p.hand.realistic && !p.passed).length;
  const accuracy = n ? (tp + tn) / n : 0;
  const pYes = n ? ((tp + fp) / n) * ((tp + fn) / n) + ((tn + fn) / n) * ((tn + fp) / n) : 0;
  const by_fault: Record<string, { n: number; rejected: number }> = {};
  for (const p of pairs) {
    if (p.hand.realistic || !p.hand.fault) continue;
    const f = (by_fault[p.hand.fault] ??= { n: 0, rejected: 0 });
    f.n++;
    if (!p.passed) f.rejected++;
  }
  return {
    n,
    accuracy,
    precision: tp + fp ? tp / (tp + fp) : 0,
    recall: tp + fn ? tp / (tp + fn) : 0,
    rejection_recall: tn + fp ? tn / (tn + fp) : 0,
    kappa: pYes < 1 ? (accuracy - pYes) / (1 - pYes) : 0,
    by_fault,
  };
}

export interface PromptTargets {
  realistic_share: number;
  grounded_share: number;
  ungrammatical: number;
  same_kind_jaccard: number;
}

export const TARGETS: PromptTargets = { realistic_share: 0.9, grounded_share: 0.95, ungrammatical: 0, same_kind_jaccard: 0.2 };

export interface SplitReport {
  sites: number;
  sites_with_questions: number;
  non_branded: number;
  grounded_share: number;
  hand_judged: number;
  unjudged: number;
  realistic_share: number | null;
  ungrammatical: number;
  same_kind_jaccard: ReturnType<typeof sameKindOverlap>;
  same_kind_word_jaccard: ReturnType<typeof sameKindOverlap>;
  hand_overlap: ReturnType<typeof handOverlap>;
  targets: Record<keyof PromptTargets, { target: number; value: number | null; pass: boolean }>;
}

/** One split's figures: every generated non-branded question counted; a question without a hand judgment fails the realism target. */
export function splitReport(sites: readonly SiteQuestions[], judgments: readonly HandJudgment[], targets: PromptTargets = TARGETS): SplitReport {
  const key = (site: string, text: string) => `${site}\n${normalise(text)}`;
  const judged = new Map(judgments.map((j) => [key(j.site, j.text), j]));
  const questions = sites.flatMap((s) => s.generated.map((q) => ({ site: s, q, hand: judged.get(key(s.id, q)) ?? null })));
  const n = questions.length;
  const withHand = questions.filter((x) => x.hand);
  const realistic = withHand.filter((x) => x.hand!.realistic).length;
  const unjudged = n - withHand.length;
  const grounded = questions.filter((x) => isGrounded(x.q, x.site)).length;
  const ungrammatical = withHand.filter((x) => x.hand!.fault === 'ungrammatical').length;
  const sameKind = sameKindOverlap(sites);
  const realisticShare = withHand.length ? realistic / withHand.length : null;
  const groundedShare = n ? grounded / n : 0;
  return {
    sites: sites.length,
    sites_with_questions: sites.filter((s) => s.generated.length > 0).length,
    non_branded: n,
    grounded_share: groundedShare,
    hand_judged: withHand.length,
    unjudged,
    realistic_share: realisticShare,
    ungrammatical,
    same_kind_jaccard: sameKind,
    same_kind_word_jaccard: sameKindOverlap(sites, 'words'),
    hand_overlap: handOverlap(sites),
    targets: {
      realistic_share: { target: targets.realistic_share, value: realisticShare, pass: n > 0 && unjudged === 0 && (realisticShare ?? 0) >= targets.realistic_share },
      grounded_share: { target: targets.grounded_share, value: groundedShare, pass: n > 0 && groundedShare >= targets.grounded_share },
      ungrammatical: { target: targets.ungrammatical, value: ungrammatical, pass: ungrammatical <= targets.ungrammatical && unjudged === 0 },
      same_kind_jaccard: { target: targets.same_kind_jaccard, value: sameKind.mean, pass: sameKind.mean <= targets.same_kind_jaccard },
    },
  };
}
