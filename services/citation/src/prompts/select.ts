/**
 * From judged candidates to the shipped set: only questions the judge passed, near-duplicates
 * dropped, then the best-judged of each intent in turn (so a set covers best-of, how-to,
 * comparison... before it repeats one), up to each list's size. What was not shipped because it
 * failed is kept with its verdict, for the admin's Prompts Compare.
 */
import type { PromptVerdict, QueryType } from '@citable/contracts';

export interface GateCounts {
  leak_dropped: number;
  /** Always 0: the judge repairs nothing (a question that needs repairing is rejected); kept for the contract's field. */
  plural_repaired: number;
  plural_dropped: number;
  realism_dropped: number;
}

export interface SelectedSet {
  branded: PromptVerdict[];
  nonBranded: PromptVerdict[];
  rejected: PromptVerdict[];
  gates: GateCounts;
}

export const SET_SIZE = { branded: 5, nonBranded: 15 } as const;

const tokens = (text: string) => new Set(text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean));

/** Token-set overlap: "How much do audits cost?" and "How much do audits cost" are one question. */
function nearDuplicate(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared) >= 0.8;
}

/** Round-robin over intents (in first-seen order), the best-scored first within each. */
function byIntent(verdicts: readonly PromptVerdict[], n: number): PromptVerdict[] {
  const groups = new Map<string, PromptVerdict[]>();
  for (const v of verdicts) {
    const key = v.intent ?? 'other';
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  // Scores a tenth apart are alike: within a band the candidates keep their order (the templates'
  // order of importance, rules and AI interleaved upstream).
  const band = (v: PromptVerdict) => Math.round(v.score * 10);
  for (const list of groups.values()) list.sort((a, b) => band(b) - band(a));
  const out: PromptVerdict[] = [];
  for (let i = 0; out.length < n && [...groups.values()].some((l) => i < l.length); i++) {
    for (const list of groups.values()) if (list[i] && out.length < n) out.push(list[i]!);
  }
  return out;
}

export function selectPrompts(verdicts: readonly PromptVerdict[], size: { branded: number; nonBranded: number } = SET_SIZE): SelectedSet {
  const gates: GateCounts = { leak_dropped: 0, plural_repaired: 0, plural_dropped: 0, realism_dropped: 0 };
  const rejected: PromptVerdict[] = [];
  const kept: Array<PromptVerdict & { tokens: Set<string> }> = [];
  for (const v of verdicts) {
    if (!v.passed) {
      if (v.faults.includes('leak')) gates.leak_dropped++;
      else if (v.faults.includes('ungrammatical')) gates.plural_dropped++;
      else gates.realism_dropped++;
      if (!rejected.some((r) => r.text === v.text)) rejected.push(v);
      continue;
    }
    const t = tokens(v.text);
    if (kept.some((k) => nearDuplicate(k.tokens, t))) continue;
    kept.push({ ...v, tokens: t });
  }
  const pick = (type: QueryType, n: number) =>
    byIntent(
      kept.filter((k) => k.type === type).map(({ tokens: _t, ...v }) => v),
      n,
    );
  return { branded: pick('branded', size.branded), nonBranded: pick('non-branded', size.nonBranded), rejected, gates };
}

export function realismAverage(set: Pick<SelectedSet, 'branded' | 'nonBranded'>): number | null {
  const all = [...set.branded, ...set.nonBranded];
  if (all.length === 0) return null;
  return Math.round((all.reduce((s, p) => s + p.score, 0) / all.length) * 1000) / 1000;
}
