/**
 * From candidate prompts to the shipped set: each passes the grammar gate (repaired or dropped),
 * the leak gate (a non-branded prompt naming the brand is dropped; a "branded" one that does not
 * name it is non-branded), the realism floor, and near-duplicates are dropped; then the first
 * ones, in the candidates' order, up to each list's size.
 */
import type { QueryType } from '@citable/contracts';
import { checkGrammar, leakOf, realism, REALISM_FLOOR } from './gates.js';

export interface Candidate {
  text: string;
  type: QueryType;
}

export interface ShippedPrompt {
  text: string;
  realism: number;
}

export interface GateCounts {
  leak_dropped: number;
  plural_repaired: number;
  plural_dropped: number;
  realism_dropped: number;
}

export interface SelectedSet {
  branded: ShippedPrompt[];
  nonBranded: ShippedPrompt[];
  gates: GateCounts;
}

export const SET_SIZE = { branded: 5, nonBranded: 15 } as const;

const words = (text: string) => new Set(text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean));

/** Token-set overlap: "How much do audits cost?" and "How much do audits cost" are one prompt. */
function nearDuplicate(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared) >= 0.8;
}

export function selectPrompts(candidates: readonly Candidate[], brand: { names: string[]; terms: string[] }, size: { branded: number; nonBranded: number } = SET_SIZE): SelectedSet {
  const gates: GateCounts = { leak_dropped: 0, plural_repaired: 0, plural_dropped: 0, realism_dropped: 0 };
  const kept: Array<ShippedPrompt & { type: QueryType; tokens: Set<string> }> = [];
  for (const c of candidates) {
    const grammar = checkGrammar(c.text.trim(), brand.names);
    if (!grammar.repairable) {
      gates.plural_dropped++;
      continue;
    }
    if (grammar.errors.length) gates.plural_repaired++;
    const text = grammar.text;
    const leak = leakOf(text, brand.terms);
    let type = c.type;
    if (type === 'non-branded' && leak) {
      gates.leak_dropped++;
      continue;
    }
    if (type === 'branded' && !leak) type = 'non-branded';
    const score = realism(text);
    if (score < REALISM_FLOOR) {
      gates.realism_dropped++;
      continue;
    }
    const tokens = words(text);
    if (kept.some((k) => nearDuplicate(k.tokens, tokens))) continue;
    kept.push({ text, realism: score, type, tokens });
  }
  const pick = (type: QueryType, n: number) => kept.filter((k) => k.type === type).slice(0, n).map(({ text, realism: r }) => ({ text, realism: r }));
  return { branded: pick('branded', size.branded), nonBranded: pick('non-branded', size.nonBranded), gates };
}

export function realismAverage(set: Pick<SelectedSet, 'branded' | 'nonBranded'>): number | null {
  const all = [...set.branded, ...set.nonBranded];
  if (all.length === 0) return null;
  return Math.round((all.reduce((s, p) => s + p.realism, 0) / all.length) * 1000) / 1000;
}
