/** Check results as the scorer stores them, for the export tests. */
import type { CheckResult } from '@citable/contracts';
import { criterionById } from '@citable/criteria';

export function result(id: string, status: CheckResult['status'], score: number, evidence: string[], extra: Partial<CheckResult> = {}): CheckResult {
  const c = criterionById(id);
  if (!c) throw new Error(`no criterion ${id}`);
  return {
    id,
    name: c.label,
    category: c.category,
    score,
    weight: c.weight,
    status,
    preview: c.preview,
    details: {},
    evidence,
    impact: c.impact,
    impact_level: c.impact,
    page_url: null,
    page_title: null,
    ...extra,
  };
}

export const PAGES = [
  {
    url: 'https://acme.example/',
    checks: [
      result('C1_title_quality', 'ok', 100, ['Title "Acme, answers" has 13 characters (good: 15 to 65)']),
      result('C2_meta_description', 'fail', 0, ['No meta description']),
      result('A3_faq_presence', 'warn', 70, ['One question heading, "Why?"\nand no answer block']),
      result('T1_mobile_viewport', 'error', 0, [], { error: 'parser broke' }),
    ],
  },
  {
    url: 'https://acme.example/faq?q="x",y',
    checks: [
      result('C1_title_quality', 'fail', 40, ['=HYPERLINK("https://evil.example") is the title']),
      result('G6_fact_url_stability', 'fail', 10, ['A preview check: left out of scores']),
      result('A4_schema_faqpage', 'not_applicable', 0, ['Not a FAQ page']),
    ],
  },
];

export const SITE_CHECKS = [
  result('S1_faq_coverage_pct', 'fail', 12.345, ['1 of 8 pages has a FAQ']),
  result('T5_ai_bot_access', 'warn', 66.66666, ['GPTBot is blocked by robots.txt']),
  result('S3_canonical_correct_pct', 'ok', 100, ['Every page names itself as canonical']),
];
