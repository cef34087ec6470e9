import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PAGES, SITE_CHECKS } from './__fixtures__/results.js';
import { mainDetail, neutraliseFormula, pageChecksCsv, PAGE_CHECKS_CSV_COLUMNS, siteChecksCsv, SITE_CHECKS_CSV_COLUMNS } from './csv.js';

const read = (csv: string) => parse(csv, { columns: true, relax_quotes: false }) as Array<Record<string, string>>;

describe('pageChecksCsv', () => {
  const csv = pageChecksCsv(PAGES);
  const rows = read(csv);

  it('writes one row per page and check, with the header first', () => {
    expect(csv.split('\r\n')[0]).toBe(PAGE_CHECKS_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => `${r.url} ${r.check_id}`)).toEqual([
      'https://acme.example/ C1_title_quality',
      'https://acme.example/ C2_meta_description',
      'https://acme.example/ A3_faq_presence',
      'https://acme.example/ T1_mobile_viewport',
      'https://acme.example/faq?q="x",y C1_title_quality',
      'https://acme.example/faq?q="x",y G6_fact_url_stability',
      'https://acme.example/faq?q="x",y A4_schema_faqpage',
    ]);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, and ends rows with CRLF', () => {
    expect(csv).toContain('"https://acme.example/faq?q=""x"",y"');
    expect(csv).toContain('"Title ""Acme, answers"" has 13 characters (good: 15 to 65)"');
    expect(rows[2]!.detail).toBe('One question heading, "Why?"\nand no answer block');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('carries status, score, preview flag and the main detail (the error for a broken check)', () => {
    expect(rows[1]).toEqual({
      url: 'https://acme.example/',
      check_id: 'C2_meta_description',
      check_name: PAGES[0]!.checks[1]!.name,
      category: 'Content & Clarity',
      status: 'fail',
      score: '0',
      preview: 'false',
      detail: 'No meta description',
    });
    expect(rows[3]!.detail).toBe('parser broke');
    expect(rows[5]!.preview).toBe('true');
    expect(rows[6]).toMatchObject({ status: 'not_applicable', detail: 'Not a FAQ page' });
  });

  it('keeps a spreadsheet from running text from the site as a formula', () => {
    expect(rows[4]!.detail).toBe('\'=HYPERLINK("https://evil.example") is the title');
    expect(neutraliseFormula('-1')).toBe("'-1");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('https://a.example')).toBe('https://a.example');
  });

  it('is only the header for an audit without pages', () => {
    expect(pageChecksCsv([])).toBe(`${PAGE_CHECKS_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('siteChecksCsv', () => {
  it('writes one row per site check with scores to one decimal', () => {
    const rows = read(siteChecksCsv(SITE_CHECKS));
    expect(Object.keys(rows[0]!)).toEqual([...SITE_CHECKS_CSV_COLUMNS]);
    expect(rows.map((r) => [r.check_id, r.status, r.score, r.weight, r.impact])).toEqual([
      ['S1_faq_coverage_pct', 'fail', '12.3', '10', SITE_CHECKS[0]!.impact],
      ['T5_ai_bot_access', 'warn', '66.7', '10', SITE_CHECKS[1]!.impact],
      ['S3_canonical_correct_pct', 'ok', '100', '8', SITE_CHECKS[2]!.impact],
    ]);
    expect(rows[1]!.detail).toBe('GPTBot is blocked by robots.txt');
  });
});

describe('mainDetail', () => {
  it('is empty when a check gave no evidence', () => {
    expect(mainDetail({ status: 'ok', evidence: [] })).toBe('');
    expect(mainDetail({ status: 'error', evidence: ['x'] })).toBe('');
  });
});
