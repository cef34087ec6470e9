/**
 * The realism judge: every question, from the rules, the LLM or the blend, passes it before it
 * is asked. A question fails when it is
 * - ungrammatical: number agreement, articles ("a various provider", "a audits"), leftovers;
 * - generic: it has no word of its own, only the vertical's ("How much does software cost?"),
 *   so any site of the vertical would get it;
 * - ungrounded: it has words of its own, but none of this site's topic, subjects, use cases,
 *   industry, competitors or city;
 * - boilerplate: it treats a menu or footer word as a product ("How much does community cost?",
 *   "Which companies offer GitHub issues?");
 * - unnatural: it does not read like something a person types (realism form score under the floor);
 * - leak: a non-branded question names the brand.
 * Its score is the realism form score (0..1) of a question that passed, 0 for one that failed;
 * the set's realism average is the average of what it shipped. Pure.
 */
import { isBoilerplatePhrase, isDistinctiveWord, nounPhrases } from '@citable/site-profile';
import type { PromptFault, PromptVerdict, QueryType } from '@citable/contracts';
import { isMassPhrase, isPlural, singular } from './english.js';
import { checkGrammar, leakOf, realism, REALISM_FLOOR } from './gates.js';
import { BRANDED, FAMILY_INTENTS } from './intents.js';

export const JUDGE_VERSION = 'judge-v1';

/** What grounds a question in this site: the words of its profile, industry and market. */
export interface Grounding {
  /** The brand's names (for the leak check and to leave them out of grounding). */
  brandNames: readonly string[];
  brandTerms: readonly string[];
  /** Phrases of the site: topic and subjects, use cases, audience, competitors, city, industry. */
  phrases: readonly string[];
  /** The site's menu labels: a question naming one treats chrome as a subject. */
  navTerms: readonly string[];
}

export interface JudgeInput {
  text: string;
  type: QueryType;
  intent: string | null;
  origin: 'rules' | 'ai';
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];

/** Words the question frames use ("best", "reviews", "alternatives"): never a subject on their own. */
const FRAME_WORDS = new Set(
  Object.values(FAMILY_INTENTS)
    .concat(Object.values(BRANDED))
    .flat()
    .flatMap((g) => g.templates)
    .flatMap((t) => words(t.replace(/\{[^}]*\}/g, ' '))),
);

const QUANTIFIERS = /\b(various|several|many|multiple|numerous|these|those|both)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|that|which|who|do|does|is|are|was|has|can|have)\b|[?.!,]|$)/giu;
const ARTICLE_QUANTIFIER = /\b(a|an)\s+(various|several|many|multiple|numerous|few|both|some|all|these|those)\b/i;
const ARTICLE_PHRASE = /\b(a|an)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|that|which|who|near|from|by|cost|costs|is|are|do|does|can)\b|[?.!,]|$)/giu;
const PLURAL_AUX = /\b(are|do|have|were)\s+(?!(?:i|you|we|they|there|these|those|people|customers|users)\b)((?:the\s+)?(?:best|top|most|cheapest)?\s*(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s+(?:for|of|in|with|on|to|that|which|cost|work|have|say|recommend|use|better|worth|near)\b|[?.!,]|$)/giu;
const NOT_NOUNS = new Set(['free', 'good', 'best', 'top', 'most', 'cheapest', 'reliable', 'better', 'worth', 'available', 'there', 'it', 'this', 'that', 'affordable', 'open-source', 'legit']);

/** Errors the template grammar gate does not repair: quantifiers and articles against number. */
function numberErrors(text: string): string[] {
  const errors: string[] = [];
  if (ARTICLE_QUANTIFIER.test(text)) errors.push(`"${text.match(ARTICLE_QUANTIFIER)![0]}": an article before a quantifier`);
  for (const m of text.matchAll(QUANTIFIERS)) {
    const head = m[2]!.split(/\s+/).at(-1)!;
    if (!isPlural(head) && !isMassPhrase(head)) errors.push(`"${m[1]} ${m[2]}": "${m[1]}" needs a plural`);
  }
  for (const m of text.matchAll(ARTICLE_PHRASE)) {
    const head = m[2]!.split(/\s+/).at(-1)!;
    if (isPlural(head) && !/^(news|series|species)$/i.test(head)) errors.push(`"${m[1]} ${m[2]}": "${m[1]}" before a plural`);
  }
  for (const m of text.matchAll(PLURAL_AUX)) {
    const phrase = m[2]!.trim().split(/\s+/);
    const head = phrase.at(-1)!;
    if (phrase.some((w) => /^(and|or)$/i.test(w)) || NOT_NOUNS.has(head.toLowerCase()) || /^[A-Z]/.test(head)) continue;
    if (!isPlural(head) && !isMassPhrase(head) && /^[a-z]/.test(head) && head.length > 2) errors.push(`"${m[1]} ${m[2]!.trim()}": "${m[1]}" with a singular`);
  }
  return errors;
}

/** A word and its plural are the same word for grounding. */
const stem = (w: string) => singular(w).toLowerCase();

function groundingWords(g: Grounding): Set<string> {
  const brand = new Set(g.brandNames.flatMap(words));
  return new Set(g.phrases.flatMap(words).filter((w) => isDistinctiveWord(w) && !brand.has(w)).map(stem));
}

export function judgeQuestion(q: JudgeInput, g: Grounding, grounded: Set<string> = groundingWords(g)): PromptVerdict {
  const faults: PromptFault[] = [];
  const reasons: string[] = [];
  let text = q.text.trim().replace(/\s+/g, ' ');

  const grammar = checkGrammar(text, g.brandNames);
  const remaining = grammar.repairable ? checkGrammar(grammar.text, g.brandNames).errors : grammar.errors;
  const errors = [...remaining, ...(grammar.repairable ? numberErrors(grammar.text) : [])];
  if (grammar.repairable) text = grammar.text;
  if (errors.length) {
    faults.push('ungrammatical');
    reasons.push(`ungrammatical: ${errors.join('; ')}`);
  } else reasons.push(grammar.errors.length ? `grammar: repaired (${grammar.errors.join('; ')})` : 'grammar: ok');

  const leak = leakOf(text, g.brandTerms);
  if (q.type === 'non-branded' && leak) {
    faults.push('leak');
    reasons.push(`leak: names the brand ("${leak}")`);
  }

  const brandWords = new Set(g.brandNames.flatMap(words));
  const own = words(text).filter((w) => !FRAME_WORDS.has(w) && !brandWords.has(w) && isDistinctiveWord(w));
  const groundedBy = own.filter((w) => grounded.has(stem(w)));
  if (q.type === 'non-branded') {
    if (own.length === 0) {
      faults.push('generic');
      reasons.push('generic: only the vertical\'s words, any site of it would get this question');
    } else if (groundedBy.length === 0) {
      faults.push('ungrounded');
      reasons.push(`ungrounded: "${own.join(', ')}" is not in this site's topic, subjects or industry`);
    } else reasons.push(`grounded: names "${[...new Set(groundedBy)].join(', ')}"`);
  }

  const lower = text.toLowerCase();
  const nav = g.navTerms.find((t) => {
    const term = t.toLowerCase();
    if (!term || term.length < 3 || words(term).every((w) => FRAME_WORDS.has(w) || brandWords.has(w)) || g.phrases.some((p) => p.toLowerCase().includes(term))) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  });
  const chrome = nounPhrases(text).find((p) => isBoilerplatePhrase(p) && !words(p).every((w) => FRAME_WORDS.has(w)));
  if (nav || chrome) {
    faults.push('boilerplate');
    reasons.push(`boilerplate: "${nav ?? chrome}" is a menu or footer word, not a subject`);
  }

  const form = realism(text);
  if (form < REALISM_FLOOR) {
    faults.push('unnatural');
    reasons.push(`unnatural: reads ${form} against the floor ${REALISM_FLOOR}`);
  } else reasons.push(`reads naturally (${form})`);

  const passed = faults.length === 0;
  return { text, type: q.type, intent: q.intent, origin: q.origin, passed, score: passed ? form : 0, faults, reasons };
}

/** Judges a list against one site's grounding (its words computed once). */
export function judgeAll(questions: readonly JudgeInput[], g: Grounding): PromptVerdict[] {
  const grounded = groundingWords(g);
  return questions.map((q) => judgeQuestion(q, g, grounded));
}
