/**
 * A classification as the classifier keeps it (cache entries, recorded rows) and answers it:
 * the spec's comparison, the vertical, and what the health metrics read (agreement, low
 * confidence, where the pages came from, whether an LLM broke a tie).
 */
import type { ClassifierComparison, ClassifyResponse, Vertical } from '@citable/contracts';
import { LOW_CONFIDENCE } from './confidence.js';
import { RULES_VERSION } from './rules-version.js';
import type { SiteClassification } from './classify-site.js';

export interface Outcome {
  comparison: ClassifierComparison;
  vertical: Vertical;
  industryCode: string | null;
  legacyVertical: Vertical;
  source: 'stored' | 'live' | null;
  auditId: string | null;
  llmTieBreak: boolean;
  /** The rules that answered (rules-version.ts): a cached answer of other rules is not served. */
  rules: string;
}

export function outcomeOf(c: SiteClassification, read: { source: 'stored' | 'live'; auditId: string | null } | null, llmTieBreak = false): Outcome {
  return {
    comparison: c.comparison,
    vertical: c.vertical,
    industryCode: c.industryCode,
    legacyVertical: c.legacy.vertical,
    source: read?.source ?? null,
    auditId: read?.auditId ?? null,
    llmTieBreak,
    rules: RULES_VERSION,
  };
}

/** An answer the rules of this process would give (else a cached answer is stale whatever its expiry). */
export function isCurrent(o: Outcome): boolean {
  return o.rules === RULES_VERSION;
}

export function isError(o: Outcome): boolean {
  return o.comparison.v2.error !== null;
}

/** Legacy and v2 agree on the site type, and on the vertical (the legacy rules know no finer industry); null for an error. */
export function agreement(o: Outcome): { siteType: boolean | null; industry: boolean | null } {
  if (isError(o)) return { siteType: null, industry: null };
  return { siteType: o.comparison.legacy.site_type === o.comparison.v2.site_type.value, industry: o.legacyVertical === o.vertical };
}

export function isLowConfidence(o: Outcome): boolean {
  const v2 = o.comparison.v2;
  return !isError(o) && (v2.site_type.confidence < LOW_CONFIDENCE || v2.industry.confidence < LOW_CONFIDENCE);
}

export function responseOf(o: Outcome, cacheHit: boolean): ClassifyResponse {
  return { comparison: o.comparison, vertical: o.vertical, cache_hit: cacheHit };
}
