/**
 * Rules (V3) prompts: the vertical's templates filled with the site's brand and topics. Every
 * slot agrees in number with its topic, so the grammar gate has nothing to repair in a set made
 * here; it still checks.
 */
import { article, phraseIsPlural, pluralVerb, singularPhrase } from './english.js';
import type { SiteProfile } from './site-profile.js';
import type { VerticalTemplates } from './verticals.js';

/** Fills one template; null when it needs a topic and none is given. */
export function fillTemplate(template: string, values: { brand: string; topic: string | null; business: string; businesses: string }): string | null {
  let missing = false;
  const out = template.replace(/\{(a )?(\w+)(?::(\w+))?(?:\|(\w+))?\}/g, (_all, withArticle: string | undefined, slot: string, form: string | undefined, verb: string | undefined) => {
    if (slot === 'brand') return values.brand;
    if (slot === 'business') return values.business;
    if (slot === 'businesses') return values.businesses;
    if (slot !== 'topic') return _all;
    const topic = values.topic;
    if (!topic) {
      missing = true;
      return '';
    }
    if (verb) return phraseIsPlural(topic) ? pluralVerb(verb) : verb;
    const word = form === 'one' ? singularPhrase(topic) : topic;
    return withArticle ? `${article(word)} ${word}` : word;
  });
  if (missing) return null;
  // A template starting with a slot starts the sentence: capitalise it (acronyms stay).
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export interface RulesCandidates {
  branded: string[];
  nonBranded: string[];
}

/**
 * Every template with every topic (the site's first, the vertical's defaults after), interleaved
 * so the first prompts already cover several templates and topics.
 */
export function rulesCandidates(profile: SiteProfile, vertical: VerticalTemplates): RulesCandidates {
  const topics = [...profile.topics.slice(0, 6), ...vertical.topics.filter((t) => !profile.topics.includes(t))];
  const fill = (templates: readonly string[]) => {
    const out: string[] = [];
    for (let round = 0; round < topics.length; round++) {
      templates.forEach((template, i) => {
        const topic = topics[(round + i) % topics.length] ?? null;
        const text = fillTemplate(template, { brand: profile.brand, topic, business: vertical.business, businesses: vertical.businesses });
        if (text && !out.includes(text)) out.push(text);
      });
    }
    return out;
  };
  return { branded: fill(vertical.branded), nonBranded: fill(vertical.nonBranded) };
}
