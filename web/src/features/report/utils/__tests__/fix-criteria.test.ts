import { describe, expect, it } from 'vitest';

import { pairedCriteria, scopeLabel } from '../fix-criteria';

const a4 = { id: 'A4_schema_faqpage', name: 'FAQPage schema', scope: 'page' as const, weight: 10, expected_impact: 2.5 };
const s2 = { id: 'S2_faq_schema_adoption_pct', name: 'FAQ schema adoption', scope: 'site' as const, weight: 10, expected_impact: 5 };

describe('pairedCriteria', () => {
  it('names both criteria of a fix answering a page check and its site check, the page check first', () => {
    expect(pairedCriteria({ criteria: [a4, s2] }).map((c) => c.name)).toEqual(['FAQPage schema', 'FAQ schema adoption']);
    expect([a4, s2].map(scopeLabel)).toEqual(['page check', 'site check']);
  });

  it('adds nothing to a fix of one criterion, or from a scorer that names none', () => {
    expect(pairedCriteria({ criteria: [a4] })).toEqual([]);
    expect(pairedCriteria({})).toEqual([]);
  });
});
